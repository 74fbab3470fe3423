// P6: server memory (VmRSS sampled every 25 ms) above its idle level just before each transfer:
// one large upload, the same at 1/8 of the size (must not grow with size), one large download,
// and 10 concurrent uploads. Targets: < 64 MB for single transfers, growth ≤ 1.5× (or < 16 MB)
// from 1/8 to full size, < 200 MB for the 10 concurrent uploads.
import { createdIds, deleteItem } from '../lib/api.mjs';
import { rssOf, sampleRss, signUp, startServer } from '../lib/server.mjs';
import { interleaved, MIB, sleep } from '../lib/stats.mjs';
import { curlDownload } from '../lib/tools.mjs';
import { uploadGenerated } from '../lib/upload.mjs';

export async function p6(ctx) {
  // A server of its own: earlier benchmarks leave freed heap behind that would hide the peaks.
  const server = await startServer({ STORAGE_QUOTA_BYTES: String(2 ** 40) }, { cpu: ctx.cpu.server });
  try {
    const user = await signUp(server.url);
    // Warm-up: first upload and download paths, pools, JIT.
    const warm = await uploadGenerated(server.url, user.cookie, { size: 4 * MIB, name: 'p6-warmup.txt' });
    if (warm.status !== 201) throw new Error(`P6 warm-up: ${warm.status}`);
    const [warmId] = createdIds(warm.body);
    await curlDownload(`${server.url}/api/files/download/${warmId}`, { cookie: user.cookie });
    return await p6On(ctx, server, user);
  } finally {
    await server.stop();
  }
}

async function p6On(ctx, server, user) {
  // 512 MiB is the per-file limit (a 1 GiB file is refused with 413).
  const big = (ctx.quick ? 128 : 512) * MIB;
  const small = big / 8;
  const each = (ctx.quick ? 25 : 100) * MIB;

  const aboveIdle = async (transfer) => {
    await sleep(300);
    const idle = rssOf(server.pid);
    const sampler = sampleRss(server.pid, 25);
    await transfer();
    return (sampler.stop().peak - idle) / 1e6;
  };
  const upload =
    (size, count = 1) =>
    async () =>
      aboveIdle(async () => {
        const results = await Promise.all(
          Array.from({ length: count }, (_, i) =>
            uploadGenerated(server.url, user.cookie, { size, name: `p6-${i}-${Date.now()}.txt` }),
          ),
        );
        for (const r of results) {
          if (r.status !== 201) throw new Error(`P6 upload: ${r.status} ${r.body}`);
          for (const id of createdIds(r.body)) await deleteItem(server.url, user.cookie, id);
        }
      });
  const up = await uploadGenerated(server.url, user.cookie, { size: big, name: 'p6-download.txt' });
  if (up.status !== 201) throw new Error(`P6 upload of the download file: ${up.status}`);
  const file = { size: big, url: `${server.url}/api/files/download/${createdIds(up.body)[0]}` };
  const download = () =>
    aboveIdle(() => curlDownload(file.url, { cookie: user.cookie, size: big, cpu: ctx.cpu.client }));

  const s = await interleaved({ small: upload(small), big: upload(big), download, concurrent: upload(each, 10) }, ctx);
  const label = (n) => `${n / MIB} MiB`;
  return [
    ctx.row({
      metric: `P6 memory, upload ${label(big)}`,
      unit: 'MB above idle',
      app: s.big,
      max: 64,
      targetText: '< 64 MB',
    }),
    ctx.row({
      metric: `P6 memory growth, upload ${label(small)} → ${label(big)}`,
      unit: 'MB above idle',
      app: s.big,
      peer: s.small,
      peerName: `upload ${label(small)}`,
      targetText: '≤ 1.5 × or < +16 MB',
      check: (big, small) => big - small < 16 || big <= 1.5 * small,
    }),
    ctx.row({
      metric: `P6 memory, download ${label(file.size)}`,
      unit: 'MB above idle',
      app: s.download,
      max: 64,
      targetText: '< 64 MB',
    }),
    ctx.row({
      metric: `P6 memory, 10 concurrent uploads × ${label(each)}`,
      unit: 'MB above idle',
      app: s.concurrent,
      max: 200,
      targetText: '< 200 MB',
    }),
  ];
}
