// bench/run.mjs — Coffer's benchmarks (docs/performance.md, Method). Every figure is a ratio to a peer
// or a physical limit measured in the same run on the same box.
//   npm run bench                 full sizes, 5 runs after a warm-up; updates docs/performance.md
//   npm run bench -- --quick      small sizes, 3 runs (under 3 minutes)
//   npm run bench -- --only P1,P4 some metrics only;  --strict: exit 1 when a target is missed
// The server (and every peer) runs pinned to CPU 1, this process and its load generators on CPU 0.
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { signUp, startServer } from './lib/server.mjs';
import { createDatabase, postgresAvailable } from './lib/pg.mjs';
import { errorRow, machine, row, table, writeDocsTable, writeResults } from './lib/report.mjs';
import { ensureTools } from './lib/tools.mjs';
import { p1 } from './metrics/p1-upload.mjs';
import { p2 } from './metrics/p2-small-files.mjs';
import { p3 } from './metrics/p3-download.mjs';
import { p4, seedBigFolder } from './metrics/p4-listing.mjs';
import { p5 } from './metrics/p5-share.mjs';
import { p6 } from './metrics/p6-memory.mjs';
import { p7 } from './metrics/p7-interference.mjs';
import { p8 } from './metrics/p8-resumable.mjs';
import { p9 } from './metrics/p9-search.mjs';
import { p10 } from './metrics/p10-trash.mjs';
import { p11 } from './metrics/p11-zip.mjs';
import { t1, t2, t3 } from './metrics/t-thumbnails.mjs';
import { w1 } from './metrics/w1-first-load.mjs';
import { w2 } from './metrics/w2-thumbnail-grid.mjs';
import { e1 } from './metrics/e1-encrypted-upload.mjs';
import { d1 } from './metrics/d1-webdav.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name) => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
};
const quick = flag('quick');
const only = option('only')?.toUpperCase().split(',');
const METRICS = {
  P1: p1,
  P2: p2,
  P3: p3,
  P4: p4,
  P5: p5,
  P6: p6,
  P7: p7,
  P8: p8,
  P9: p9,
  P10: p10,
  P11: p11,
  T1: t1,
  T2: t2,
  T3: t3,
  W1: w1,
  W2: w2,
  E1: e1,
  D1: d1,
};
const selected = Object.keys(METRICS).filter((m) => !only || only.includes(m));

const twoCpus = cpus().length >= 2;
if (twoCpus) {
  try {
    execFileSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' });
  } catch {
    // taskset missing: run unpinned
  }
}

const startedAt = new Date().toISOString();
const t0 = Date.now();
ensureTools(['curl', 'wrk', 'nginx']);
const QUOTA = String(2 ** 40);

const ctx = {
  quick,
  runs: Number(option('runs') ?? (quick ? 3 : 5)),
  warmup: 1,
  cpu: twoCpus ? { server: 1, client: 0 } : {},
  row,
  log: (msg) => process.stderr.write(`[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${msg}\n`),
};

const cleanups = [];
const rows = [];
// Ctrl-C / kill: stop the servers and drop the database before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    for (const clean of cleanups)
      await Promise.resolve()
        .then(clean)
        .catch(() => undefined);
    process.exit(130);
  });
}
try {
  const onPostgres = ['P4', 'P7', 'P9', 'P10', 'D1'];
  // D1 also uploads to the embedded database's server (its PUT row).
  if (selected.some((m) => !onPostgres.includes(m) || m === 'D1')) {
    const server = await startServer({ STORAGE_QUOTA_BYTES: QUOTA }, { cpu: ctx.cpu.server });
    cleanups.push(() => server.stop());
    ctx.embedded = { server, user: await signUp(server.url), database: 'embedded' };
  }
  if (selected.some((m) => onPostgres.includes(m))) {
    // Listing and search benchmarks need seeded rows: PostgreSQL (seeded by SQL) when it is reachable.
    const db = postgresAvailable() ? createDatabase() : null;
    if (db) cleanups.push(() => db.drop());
    const server = await startServer(
      { STORAGE_QUOTA_BYTES: QUOTA, ...(db ? { DATABASE_URL: db.url } : {}) },
      { cpu: ctx.cpu.server },
    );
    cleanups.unshift(() => server.stop());
    const user = await signUp(server.url);
    ctx.listing = { server, user, db, database: db ? 'PostgreSQL' : 'embedded' };
    if (['P4', 'P7', 'P10', 'D1'].some((m) => selected.includes(m))) {
      ctx.log(`seeding /big/ with 10 000 items (${ctx.listing.database})`);
      await seedBigFolder(ctx);
    }
  }
  for (const name of selected) {
    ctx.log(`${name}…`);
    try {
      rows.push(...(await METRICS[name](ctx)));
    } catch (error) {
      process.stderr.write(`${name} failed: ${error.stack}\n`);
      rows.push(errorRow(name, error));
    }
  }
} finally {
  for (const clean of cleanups)
    await Promise.resolve()
      .then(clean)
      .catch((e) => process.stderr.write(`cleanup: ${e.message}\n`));
}

const seconds = (Date.now() - t0) / 1000;
const info = machine();
console.log(table(rows));
const file = writeResults({ rows, mode: quick ? 'quick' : 'full', startedAt, seconds, info });
console.log(`\n${rows.length} rows in ${seconds.toFixed(0)} s → ${file}`);
if (!quick && !only) {
  const doc = writeDocsTable({ rows, startedAt, seconds, info, command: 'npm run bench' });
  if (doc) console.log(`table written to ${doc}`);
}
const missed = rows.filter((r) => r.pass === false);
if (missed.length) console.log(`targets missed: ${missed.map((r) => r.metric).join('; ')}`);
const errors = rows.filter((r) => r.note?.startsWith('error:'));
process.exitCode = errors.length || (flag('strict') && missed.length) ? 1 : 0;
