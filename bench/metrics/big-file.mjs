// The large stored file P3 downloads (512 MiB, the largest file Coffer accepts — 1 GiB would be
// refused by the per-file limit; quick: 128 MiB), uploaded once per run, and the
// path of its blob on disk (so nginx can serve the very same file).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createdIds } from '../lib/api.mjs';
import { MIB } from '../lib/stats.mjs';
import { uploadGenerated } from '../lib/upload.mjs';

export async function bigFile(ctx) {
  if (ctx.bigFile) return ctx.bigFile;
  const { server, user } = ctx.embedded;
  const size = (ctx.quick ? 128 : 512) * MIB;
  const r = await uploadGenerated(server.url, user.cookie, { size, name: 'big-download.txt' });
  if (r.status !== 201) throw new Error(`upload of the download file: ${r.status} ${r.body}`);
  const [id] = createdIds(r.body);
  const blobs = join(server.storageDir, 'blobs');
  const candidates = readdirSync(blobs).flatMap((shard) =>
    readdirSync(join(blobs, shard)).map((name) => `${shard}/${name}`),
  );
  const key = candidates
    .map((k) => ({ k, s: statSync(join(blobs, k)) }))
    .filter(({ s }) => s.size === size)
    .sort((a, b) => b.s.mtimeMs - a.s.mtimeMs)[0]?.k;
  if (!key) throw new Error('blob of the download file not found');
  ctx.bigFile = { id, size, blobsDir: blobs, key, appUrl: `${server.url}/api/files/download/${id}` };
  return ctx.bigFile;
}
