import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import WebSocket from 'ws';
import { freePort } from '@coffer/server-testing';

/**
 * Server environment for one fault test: with DATABASE_URL (CI) a fresh database of its own on
 * that server, otherwise nothing (the process embeds its own PostgreSQL under its DATA_DIR).
 */
export async function isolatedDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) return { env: {}, drop: async () => undefined };
  const name = `coffer_fault_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function api(url: string, cookie: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${url}${path}`, { ...init, headers: { ...(init.headers ?? {}), Cookie: cookie } });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return {
    status: res.status,
    headers: res.headers,
    body: body as Record<string, unknown> & Array<Record<string, unknown>>,
  };
}

export const MIB = 1024 * 1024;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/** A private PostgreSQL cluster, so restarting it disturbs nothing else on the machine. */
export async function privateCluster() {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-pg-'));
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  chownSync(dir, Number(uid), Number(gid));
  const port = await freePort();
  const asPostgres = (args: string[]) => run('runuser', ['-u', 'postgres', '--', ...args], { cwd: dir });
  await asPostgres([`${BIN}/initdb`, '-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (...args: string[]) =>
    asPostgres([
      `${BIN}/pg_ctl`,
      '-D',
      `${dir}/data`,
      '-l',
      `${dir}/log`,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      ...args,
    ]);
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('restart', '-m', 'fast'),
    /** Stops the server, keeping its data, until `start`. */
    halt: () => ctl('stop', '-m', 'fast'),
    start: () => ctl('start'),
    stop: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Server environment for several replicas on one PostgreSQL (the embedded one serves a single
 * process): a fresh database on CI's server when DATABASE_URL is set, else a private cluster;
 * one shared secret. `drop` removes the database or the cluster.
 */
export async function replicaEnvironment(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const secret = { APP_SECRET: 'replica-test-secret-0123456789-abcdefghij' };
  if (process.env['DATABASE_URL']) {
    const db = await isolatedDatabase();
    return { env: { ...db.env, ...secret }, drop: db.drop };
  }
  const pg = await privateCluster();
  return { env: { DATABASE_URL: pg.url, ...secret }, drop: pg.stop };
}

export interface MemoryAfterGc {
  rssBytes: number;
  heapUsedBytes: number;
  externalBytes: number;
}

/**
 * Measures a server process started with `--inspect=127.0.0.1:0` through its inspector: two
 * full garbage collections, then `process.memoryUsage()`. Without the collections V8 grows its
 * heap lazily, so raw RSS says little about what the process actually retains.
 */
export async function memoryInspector(
  output: () => string,
): Promise<{ measure(): Promise<MemoryAfterGc>; close(): void }> {
  let address: RegExpMatchArray | null = null;
  for (let i = 0; i < 100 && !(address = output().match(/ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/)); i++) await sleep(50);
  if (!address) throw new Error(`the server printed no inspector address:\n${output()}`);
  const socket = new WebSocket(address[0]);
  await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject));
  let lastId = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { value?: string } }>((resolve) => {
      const id = ++lastId;
      const onMessage = (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { id?: number; result: { result?: { value?: string } } };
        if (message.id !== id) return;
        socket.off('message', onMessage);
        resolve(message.result);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    async measure() {
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      const usage = JSON.parse(
        (await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())' })).result!.value!,
      ) as NodeJS.MemoryUsage;
      return { rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, externalBytes: usage.external };
    },
    close: () => socket.close(),
  };
}

/**
 * The embedded database the server opens under `dir`, served by a process of its own (PGlite
 * cannot start inside a jest worker); stopped by SIGTERM, which closes it cleanly.
 */
export async function embeddedDatabase(dir: string) {
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const db = await PGlite.create(${JSON.stringify(dir)}, { extensions: { pg_trgm } });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    process.stdout.write(server.getServerConn() + '\\n');
    process.on('SIGTERM', async () => { await server.stop(); await db.close(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`embedded database exited with ${code}`)));
  });
  return {
    url: `postgres://postgres@${address}/postgres`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
