// P1: one large upload (MB/s) vs the same bytes written in 1 MiB blocks + fsync to the same disk, and vs
// the raw Node peer (pipe → file → fsync → rename). Target: ≥ 0.8 × raw Node and ≥ 0.6 × disk.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createdIds, deleteItem } from '../lib/api.mjs';
import { diskWrite, startRawUploadServer } from '../lib/peers.mjs';
import { interleaved, MIB } from '../lib/stats.mjs';
import { uploadGenerated } from '../lib/upload.mjs';

export async function p1(ctx) {
  const size = (ctx.quick ? 64 : 512) * MIB;
  const { server, user } = ctx.embedded;
  const peer = await startRawUploadServer(server.dataDir, { cpu: ctx.cpu.server });
  try {
    const app = async () => {
      const r = await uploadGenerated(server.url, user.cookie, { size, name: `p1-${Date.now()}.txt` });
      if (r.status !== 201) throw new Error(`P1 upload: ${r.status} ${r.body}`);
      for (const id of createdIds(r.body)) await deleteItem(server.url, user.cookie, id);
      return size / 1e6 / r.seconds;
    };
    const raw = async () => {
      const r = await uploadGenerated(peer.url, null, { size, path: '/' });
      if (r.status !== 201) throw new Error(`P1 raw peer: ${r.status} ${r.body}`);
      for (const f of readdirSync(peer.dir)) rmSync(join(peer.dir, f));
      return size / 1e6 / r.seconds;
    };
    // The storage directory of the app (same filesystem as its blobs).
    const disk = () => diskWrite(server.dataDir, size, { cpu: ctx.cpu.server });
    const s = await interleaved({ app, raw, disk }, ctx);
    const label = `${size / MIB} MiB`;
    return [
      ctx.row({
        metric: `P1 upload ${label} vs raw Node`,
        unit: 'MB/s',
        app: s.app,
        peer: s.raw,
        peerName: 'raw Node',
        minRatio: 0.8,
        targetText: '≥ 0.8 × raw Node',
      }),
      ctx.row({
        metric: `P1 upload ${label} vs disk`,
        unit: 'MB/s',
        app: s.app,
        peer: s.disk,
        peerName: 'disk write+fsync',
        minRatio: 0.6,
        targetText: '≥ 0.6 × disk',
      }),
    ];
  } finally {
    await peer.stop();
  }
}
