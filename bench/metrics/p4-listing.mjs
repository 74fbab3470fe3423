// P4: listing a folder of 10 000 items, one request at a time over a keep-alive connection:
// the GraphQL page of 100 and the REST full list, p50/p99 per run, vs GET /api/health (the
// framework floor, which also runs one `SELECT 1`) plus the same SQL alone (EXPLAIN ANALYZE
// planning + execution, PostgreSQL only). Targets: page p99 < 50 ms, full list p99 < 300 ms,
// p50 ≤ 3 × (floor + SQL).
import { graphqlFolderQuery } from '../lib/api.mjs';
import { latencies } from '../lib/latency.mjs';
import { interleaved, percentile, sumOf } from '../lib/stats.mjs';
import { randomText, uploadFiles } from '../lib/upload.mjs';

export const BIG = 10_000;

/** /big/ with 10 000 folders (SQL on PostgreSQL) or 10 000 tiny files (API, embedded database). */
export async function seedBigFolder(ctx) {
  const { server, user, db } = ctx.listing;
  if (db) {
    db.query(`insert into item (owner_id, type, name, path) values ('${user.id}', 'folder', 'big', '/');
      insert into item (owner_id, type, name, path) select '${user.id}', 'folder', 'f-' || g, '/big/' from generate_series(1, ${BIG}) g;
      analyze item;`);
    return;
  }
  for (let start = 0; start < BIG; start += 2000) {
    const files = Array.from({ length: 2000 }, (_, i) => ({
      relativePath: `big/f-${start + i}.txt`,
      content: randomText(16),
    }));
    const r = await uploadFiles(server.url, user.cookie, files);
    if (r.status !== 201) throw new Error(`seeding /big/: ${r.status} ${r.body.slice(0, 300)}`);
  }
}

/** The probes P4 and P7 share. */
export function listingProbes(ctx) {
  const { server, user } = ctx.listing;
  const body = graphqlFolderQuery('/big/', 100);
  const page = (opts) =>
    latencies(`${server.url}/api/graphql`, {
      method: 'POST',
      body,
      headers: { Cookie: user.cookie, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      ...opts,
    });
  const full = (opts) =>
    latencies(`${server.url}/api/files/list?path=/big/`, { headers: { Cookie: user.cookie }, ...opts });
  const health = (opts) => latencies(`${server.url}/api/health`, opts);
  return { page, full, health };
}

const quantiles = (times) => ({ p50: percentile(times, 50), p99: percentile(times, 99) });

export async function p4(ctx) {
  const { db, user, database } = ctx.listing;
  const probes = listingProbes(ctx);
  const n = ctx.quick ? 60 : 400;
  const nFull = ctx.quick ? 10 : 60;
  // The statements the server issues (ItemRepository.page and .list), with literal parameters.
  const where = `i.owner_id = '${user.id}' and i.path = '/big/'`;
  const pageSql = `select count(*) from item i where ${where}; explain (analyze, timing off) select i.*, case when i.type = 'folder' then 0 else 1 end as sort_rank, lower(i.name) as sort_key from item i where ${where} order by 2, lower(i.name), i.id limit 100`;
  const fullSql = `select * from item i where ${where} order by i.type, i.name`;
  const fns = {
    health: async () => quantiles(await probes.health({ count: n })),
    page: async () => quantiles(await probes.page({ count: n })),
    full: async () => quantiles(await probes.full({ count: nFull })),
  };
  if (db) {
    fns.sqlPage = async () =>
      db.explainMs(
        `select i.*, case when i.type = 'folder' then 0 else 1 end as sort_rank, lower(i.name) as sort_key from item i where ${where} order by sort_rank, lower(i.name), i.id limit 100`,
        1,
      ) + db.explainMs(`select count(*) from item i where ${where}`, 1);
    fns.sqlFull = async () => db.explainMs(fullSql, 1);
  }
  void pageSql;
  const s = await interleaved(fns, ctx);
  const floorName = db ? 'health + SQL' : 'health';
  const rows = [];
  for (const [key, label, sql, limit] of [
    ['page', `GraphQL page of 100`, s.sqlPage, 50],
    ['full', `REST full list`, s.sqlFull, 300],
  ]) {
    rows.push(
      ctx.row({
        metric: `P4 ${label} of ${BIG / 1000}k, p50 (${database})`,
        unit: 'ms',
        app: s[key].p50,
        peer: sumOf(s.health.p50, sql),
        peerName: `${floorName} p50`,
        maxRatio: 3,
        targetText: '≤ 3 × floor + SQL',
      }),
    );
    rows.push(
      ctx.row({
        metric: `P4 ${label} of ${BIG / 1000}k, p99 (${database})`,
        unit: 'ms',
        app: s[key].p99,
        peer: sumOf(s.health.p99, sql),
        peerName: `${floorName} p99`,
        max: limit,
        targetText: `< ${limit} ms`,
      }),
    );
  }
  return rows;
}
