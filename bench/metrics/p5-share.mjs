// P5: share access requests/s with wrk (1 thread, 32 connections): the public link's metadata
// (GET /api/share/access/:token) and a 4 KiB download through its signed URL, vs GET /api/health
// on the same server in the same run (the framework floor). Target ≥ 0.5 × health.
import { createdIds, publicShare } from '../lib/api.mjs';
import { interleaved } from '../lib/stats.mjs';
import { uploadFiles, randomText } from '../lib/upload.mjs';
import { wrk } from '../lib/tools.mjs';

export async function p5(ctx) {
  const { server, user } = ctx.embedded;
  const up = await uploadFiles(server.url, user.cookie, [{ relativePath: 'p5-shared.txt', content: randomText(4096) }]);
  if (up.status !== 201) throw new Error(`P5 upload: ${up.status} ${up.body}`);
  const share = await publicShare(server.url, user.cookie, createdIds(up.body)[0]);
  const seconds = ctx.quick ? 1 : 5;
  const load = (path) => async () => (await wrk(`${server.url}${path}`, { connections: 32, seconds, cpu: ctx.cpu.client })).rps;
  const s = await interleaved({ health: load('/api/health'), metadata: load(share.metadataPath), download: load(share.downloadPath) }, ctx);
  return [
    ctx.row({ metric: 'P5 share metadata, c=32', unit: 'req/s', app: s.metadata, peer: s.health, peerName: 'health', minRatio: 0.5, targetText: '≥ 0.5 × health' }),
    ctx.row({ metric: 'P5 share 4 KiB download, c=32', unit: 'req/s', app: s.download, peer: s.health, peerName: 'health', minRatio: 0.5, targetText: '≥ 0.5 × health' }),
  ];
}
