// The machine's PostgreSQL for benchmarks that seed rows directly (P4, P7): a fresh database per
// run, dropped afterwards. Connection: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { median } from './stats.mjs';

const base = new URL(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

function psql(database, sql) {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return execFileSync('psql', [url.toString(), '-v', 'ON_ERROR_STOP=1', '-At', '-c', sql], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function postgresAvailable() {
  try {
    psql(base.pathname.slice(1) || 'postgres', 'select 1');
    return true;
  } catch {
    return false;
  }
}

/** Creates a fresh database; answers { url, query(sql), explainMs(sql, runs), drop() }. */
export function createDatabase() {
  const name = `coffer_bench_${randomBytes(6).toString('hex')}`;
  const admin = base.pathname.slice(1) || 'postgres';
  psql(admin, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (sql) => psql(name, sql),
    /** Median over `runs` of planning + execution time of `sql` per EXPLAIN (ANALYZE), in ms. */
    explainMs(sql, runs = 5) {
      const times = [];
      for (let i = 0; i < runs + 1; i++) {
        const out = psql(name, `explain (analyze, timing off) ${sql}`);
        const ms = [...out.matchAll(/(?:Planning|Execution) Time: ([\d.]+) ms/g)].reduce((s, m) => s + Number(m[1]), 0);
        if (i > 0) times.push(ms);
      }
      return median(times);
    },
    drop() {
      psql(admin, `drop database if exists ${name} with (force)`);
    },
  };
}
