// P9: account-wide name search over 100 000 items (seeded by SQL on PostgreSQL, spread over 1 000
// folders): GraphQL `search` p50/p99 for a rare name, a common fragment, an accent-folded word and
// a prefix, one request at a time over a keep-alive connection. Target p99 < 100 ms.
import { latencies } from '../lib/latency.mjs';
import { signUp } from '../lib/server.mjs';
import { percentile, summary } from '../lib/stats.mjs';

export const SEARCH_ITEMS = 100_000;
const QUERIES = ['invoice-04217', 'report', 'resume', 'q3-'];

export async function p9(ctx) {
  const { server, db, database } = ctx.listing;
  if (!db) throw new Error('P9 needs PostgreSQL to seed 100 000 items by SQL (BENCH_PG_URL)');
  const user = await signUp(server.url);
  ctx.log(`seeding ${SEARCH_ITEMS} items for search (${database})`);
  db.query(`insert into item (owner_id, type, name, path)
      select '${user.id}', 'folder', 'folder-' || g, '/' from generate_series(1, 1000) g;
    insert into item (owner_id, type, name, path, mime_type, size, blob_id)
      select '${user.id}', 'folder', (array['report','invoice','Résumé','notes','q3-plan'])[1 + g % 5] || '-' || lpad(g::text, 5, '0'),
             '/folder-' || (1 + g % 1000) || '/', null, null, null
        from generate_series(1, ${SEARCH_ITEMS - 1000}) g;
    analyze item;`);
  const n = ctx.quick ? 40 : 200;
  const probe = (query) => {
    const body = JSON.stringify({
      query: `{ search(query: ${JSON.stringify(query)}, first: 50) { edges { node { id name path } } pageInfo { hasNextPage } } }`,
    });
    return latencies(`${server.url}/api/graphql`, {
      method: 'POST',
      body,
      headers: { Cookie: user.cookie, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      count: n,
    });
  };
  const runs = [];
  for (let i = 0; i < ctx.warmup + ctx.runs; i++) {
    const times = [];
    for (const q of QUERIES) times.push(...(await probe(q)));
    if (i >= ctx.warmup) runs.push({ p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return [
    ctx.row({
      metric: `P9 search over ${SEARCH_ITEMS / 1000}k items, p50 (${database})`,
      unit: 'ms',
      app: summary(runs.map((r) => r.p50)),
      targetText: '–',
    }),
    ctx.row({
      metric: `P9 search over ${SEARCH_ITEMS / 1000}k items, p99 (${database})`,
      unit: 'ms',
      app: summary(runs.map((r) => r.p99)),
      max: 100,
      targetText: '< 100 ms',
    }),
  ];
}
