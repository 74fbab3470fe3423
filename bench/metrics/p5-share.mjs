// P5: share access requests/s with wrk (1 thread, 32 connections): the public link's metadata
// (GET /api/share/access/:token) and a 4 KiB download through its signed URL, vs GET /api/health
// on the same server in the same run (the framework floor). Target ≥ 0.5 × health. Then 200
// visitors arriving at once on one link, each opening it and downloading through its own signed
// URL: no errors, p99 of a whole visit < 200 ms. The same crowd against a trivial Node server on the
// server's CPU (bench/peers/share-floor-server.mjs) is its baseline: what the load generator and
// Node's HTTP server alone cost here.
import { createdIds, publicShare } from '../lib/api.mjs';
import { startShareFloorServer } from '../lib/peers.mjs';
import { get } from 'node:http';
import { interleaved, percentile } from '../lib/stats.mjs';
import { uploadFiles, randomText } from '../lib/upload.mjs';
import { wrk } from '../lib/tools.mjs';

export async function p5(ctx) {
  const { server, user } = ctx.embedded;
  const up = await uploadFiles(server.url, user.cookie, [{ relativePath: 'p5-shared.txt', content: randomText(4096) }]);
  if (up.status !== 201) throw new Error(`P5 upload: ${up.status} ${up.body}`);
  const share = await publicShare(server.url, user.cookie, createdIds(up.body)[0]);
  const seconds = ctx.quick ? 1 : 5;
  const load = (path) => async () =>
    (await wrk(`${server.url}${path}`, { connections: 32, seconds, cpu: ctx.cpu.client })).rps;
  const s = await interleaved(
    { health: load('/api/health'), metadata: load(share.metadataPath), download: load(share.downloadPath) },
    ctx,
  );
  const floor = await startShareFloorServer(server.dataDir, { cpu: ctx.cpu.server });
  let crowd;
  try {
    crowd = await interleaved(
      {
        visitors: () => crowdVisit(server.url, share.token, 200),
        floor: () => crowdVisit(floor.url, share.token, 200),
      },
      ctx,
    );
  } finally {
    await floor.stop();
  }
  return [
    ctx.row({
      metric: 'P5 200 concurrent visitors on one link, p99 of open + 4 KiB download',
      unit: 'ms',
      app: crowd.visitors.p99,
      peer: crowd.floor.p99,
      peerName: 'trivial Node server',
      max: 200,
      targetText: '< 200 ms, no errors',
      failed: crowd.visitors.errors.max > 0,
      note: crowd.visitors.errors.max > 0 ? `${crowd.visitors.errors.max} failed visits` : undefined,
    }),
    ctx.row({
      metric: 'P5 share metadata, c=32',
      unit: 'req/s',
      app: s.metadata,
      peer: s.health,
      peerName: 'health',
      minRatio: 0.5,
      targetText: '≥ 0.5 × health',
    }),
    ctx.row({
      metric: 'P5 share 4 KiB download, c=32',
      unit: 'req/s',
      app: s.download,
      peer: s.health,
      peerName: 'health',
      minRatio: 0.5,
      targetText: '≥ 0.5 × health',
    }),
  ];
}

/** GET from `localAddress`: answers { status, body } with the body read whole. */
function fetchFrom(localAddress, url) {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, localAddress }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/**
 * `count` visitors at once, each from its own loopback address (as a crowd arrives from many
 * addresses; from one, the per-address connection limits would refuse most of them): open the
 * link, then download through the signed URL.
 */
async function crowdVisit(url, token, count) {
  const visit = async (n) => {
    const from = `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
    const started = performance.now();
    try {
      const opened = await fetchFrom(from, `${url}/api/share/access/${token}`);
      if (opened.status !== 200) return { ms: performance.now() - started, ok: false };
      const bytes = await fetchFrom(from, new URL(JSON.parse(opened.body.toString()).downloadUrl, url));
      return { ms: performance.now() - started, ok: bytes.status === 200 && bytes.body.length === 4096 };
    } catch {
      return { ms: performance.now() - started, ok: false };
    }
  };
  const visits = await Promise.all(Array.from({ length: count }, (_, n) => visit(n)));
  return {
    p99: percentile(
      visits.map((v) => v.ms),
      99,
    ),
    errors: visits.filter((v) => !v.ok).length,
  };
}
