// P2: 2 000 × 4 KiB files as one folder selection (20 subfolders), files/s. Concurrency c means the
// selection is split into c requests sent at once (the web app sends a selection as one request,
// so c = 1 is what a user gets). Limit: the same files written with Coffer's durability protocol
// (temp → fsync → rename → fsync dir) at the same concurrency. Target: ≥ 500 files/s at c = 8.
import { createdIds, deleteItem } from '../lib/api.mjs';
import { writeSmallFiles } from '../lib/peers.mjs';
import { interleaved } from '../lib/stats.mjs';
import { randomText, uploadFiles } from '../lib/upload.mjs';

const SIZE = 4096;

/** P2 on the embedded database, and (full mode) on PostgreSQL too. */
export async function p2(ctx) {
  const rows = await p2On(ctx, ctx.embedded);
  if (!ctx.quick && ctx.listing?.db) rows.push(...(await p2On(ctx, ctx.listing)));
  return rows;
}

async function p2On(ctx, { server, user, database }) {
  const COUNT = ctx.quick ? 400 : 2000;
  const rows = [];
  let round = 0;
  for (const concurrency of [1, 4, 8]) {
    const failures = [];
    const app = async () => {
      const prefix = `p2-${round++}`;
      const files = Array.from({ length: COUNT }, (_, i) => ({
        relativePath: `${prefix}/d${i % 20}/f${i}.txt`,
        content: randomText(SIZE),
      }));
      const per = Math.ceil(COUNT / concurrency);
      const started = process.hrtime.bigint();
      const results = await Promise.all(
        Array.from({ length: concurrency }, (_, k) =>
          uploadFiles(server.url, user.cookie, files.slice(k * per, (k + 1) * per)),
        ),
      );
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // A failed request counts as no files stored (its status is reported in the row).
      let stored = 0;
      results.forEach((r, k) => {
        if (r.status === 201) stored += createdIds(r.body).length;
        else failures.push(`${r.status} ${JSON.parse(r.body || '{}').code ?? ''}`.trim());
        void k;
      });
      // Remove the top folder so the next round starts from the same state.
      const { items: top } = await fetch(`${server.url}/api/files/list?path=/`, {
        headers: { Cookie: user.cookie },
      }).then((r) => r.json());
      for (const item of top.filter((i) => i.name === prefix)) await deleteItem(server.url, user.cookie, item._id);
      return stored / seconds;
    };
    const disk = () => writeSmallFiles(server.dataDir, { count: COUNT, size: SIZE, concurrency, cpu: ctx.cpu.server });
    const s = await interleaved({ app, disk }, ctx);
    rows.push(
      ctx.row({
        metric: `P2 ${COUNT} × 4 KiB, c=${concurrency} (${database})`,
        unit: 'files/s',
        app: s.app,
        peer: s.disk,
        peerName: 'disk write+fsync+rename',
        ...(concurrency === 8 ? { min: 500, targetText: '≥ 500 files/s' } : { targetText: '–' }),
        failed: failures.length > 0,
        note: failures.length
          ? `${failures.length} of ${(ctx.warmup + ctx.runs) * concurrency} requests failed: ${[...new Set(failures)].join(', ')}`
          : undefined,
      }),
    );
  }
  return rows;
}
