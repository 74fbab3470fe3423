import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { request, type ClientRequest } from 'node:http';
import { Client } from 'pg';
import WebSocket from 'ws';
import { freePort } from '@coffer/server-testing';

/**
 * Server environment for one fault test: with DATABASE_URL (CI) a fresh database of its own on
 * that server, otherwise nothing (the process embeds its own PostgreSQL under its DATA_DIR).
 */
export async function isolatedDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
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

export interface StreamingUpload {
  /** Resolves with the status and body, or rejects when the connection breaks. */
  done: Promise<{ status: number; body: string }>;
  request: ClientRequest;
  sent(): number;
}

/**
 * Streams a generated text file as one multipart upload with an exact Content-Length.
 * `onChunk` sees the running byte count and may abort; `delayMs` throttles between chunks.
 */
export function streamUpload(
  url: string,
  cookie: string,
  options: { size: number; name?: string; chunk?: number; delayMs?: number; onChunk?: (sent: number) => void },
): StreamingUpload {
  const name = options.name ?? 'stream.txt';
  const boundary = `----fault${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="relativePaths"\r\n\r\n${name}\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(options.chunk ?? 256 * 1024, 0x61);
  const { hostname, port } = new URL(url);
  let sent = 0;
  const req = request({
    hostname,
    port,
    method: 'POST',
    path: '/api/files/upload',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + options.size + tail.length, Cookie: cookie },
  });
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  done.catch(() => undefined);
  const pump = () => {
    if (req.destroyed) return;
    if (sent >= options.size) {
      req.end(tail);
      return;
    }
    const n = Math.min(chunk.length, options.size - sent);
    sent += n;
    const ok = req.write(n === chunk.length ? chunk : chunk.subarray(0, n));
    options.onChunk?.(sent);
    if (req.destroyed) return;
    const next = () => (options.delayMs ? setTimeout(pump, options.delayMs) : setImmediate(pump));
    if (ok) next();
    else req.once('drain', next);
  };
  req.write(head);
  pump();
  return { done, request: req, sent: () => sent };
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
  return { status: res.status, headers: res.headers, body: body as Record<string, unknown> & Array<Record<string, unknown>> };
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
    asPostgres([`${BIN}/pg_ctl`, '-D', `${dir}/data`, '-l', `${dir}/log`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', ...args]);
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('restart', '-m', 'fast'),
    stop: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
export async function memoryInspector(output: () => string): Promise<{ measure(): Promise<MemoryAfterGc>; close(): void }> {
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
      const usage = JSON.parse((await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())' })).result!.value!) as NodeJS.MemoryUsage;
      return { rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, externalBytes: usage.external };
    },
    close: () => socket.close(),
  };
}
