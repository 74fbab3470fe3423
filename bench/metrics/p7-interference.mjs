// P7: GraphQL page-of-100 listing p99 (one request at a time) while 8 large uploads stream
// (512 MiB each; quick 32 MiB) from a separate process, vs the same probe on the idle server just
// before, in each run. Target: p99 under load ≤ 3 × idle.
import { deleteItem } from '../lib/api.mjs';
import { run } from '../lib/tools.mjs';
import { interleaved, MIB, percentile } from '../lib/stats.mjs';
import { listingProbes } from './p4-listing.mjs';
import { join } from 'node:path';

export async function p7(ctx) {
  const { server, user, database } = ctx.listing;
  const probes = listingProbes(ctx);
  const size = (ctx.quick ? 32 : 512) * MIB;
  const uploads = 8;
  const cli = join(import.meta.dirname, '../lib/upload-cli.mjs');
  const probe = async () => {
    const idle = percentile(await probes.page({ count: ctx.quick ? 60 : 200 }), 99);
    let done = false;
    const load = run(process.execPath, [cli, server.url, user.cookie, String(size), String(uploads)], {
      cpu: ctx.cpu.client,
    }).finally(() => (done = true));
    const busy = await probes.page({ until: () => done });
    const { statuses, ids } = JSON.parse(await load);
    if (statuses.some((s) => s !== 201)) throw new Error(`P7 uploads: ${statuses.join(',')}`);
    for (const id of ids) await deleteItem(server.url, user.cookie, id);
    return { idle, busy: percentile(busy, 99), samples: busy.length };
  };
  const s = await interleaved({ probe }, ctx);
  return [
    ctx.row({
      metric: `P7 page p99 during ${uploads} × ${size / MIB} MiB uploads (${database})`,
      unit: 'ms',
      app: s.probe.busy,
      peer: s.probe.idle,
      peerName: 'idle p99',
      maxRatio: 3,
      targetText: '≤ 3 × idle',
      note: `${Math.round(s.probe.samples.median)} samples per run under load`,
    }),
  ];
}
