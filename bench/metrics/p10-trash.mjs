// P10: moving a folder of 10 000 items to the trash and restoring it, one request each over the
// API (each is one statement over the whole subtree). Target: each under a second.
import { itemIdIn, trashAndRestore } from '../lib/api.mjs';
import { interleaved } from '../lib/stats.mjs';
import { BIG } from './p4-listing.mjs';

export async function p10(ctx) {
  const { server, user, database } = ctx.listing;
  const big = await itemIdIn(server.url, user.cookie, '/', 'big');
  const s = await interleaved({ cycle: () => trashAndRestore(server.url, user.cookie, big) }, ctx);
  return [
    ctx.row({
      metric: `P10 trash a folder of ${BIG / 1000}k items (${database})`,
      unit: 'ms',
      app: s.cycle.trash,
      max: 1000,
      targetText: '< 1 s',
    }),
    ctx.row({
      metric: `P10 restore a folder of ${BIG / 1000}k items (${database})`,
      unit: 'ms',
      app: s.cycle.restore,
      max: 1000,
      targetText: '< 1 s',
    }),
  ];
}
