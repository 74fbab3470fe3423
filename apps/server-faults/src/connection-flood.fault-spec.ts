import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connectionsOnPort, freePort, signUpOn } from '@coffer/server-testing';
import { isolatedDatabase, sleep } from './support/harness';

const ROOT = resolve(__dirname, '../../..');
const MAIN = join(ROOT, 'dist/server/apps/server/src/main.js');
/** The descriptor limit the server runs under: small, so a bounded flood would exhaust it. */
const FD_LIMIT = 1024;
const FLOOD = 3000;

/** The built server under `prlimit --nofile`, with no proxy trusted (every loopback address is a client). */
async function startLimitedServer(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-flood-'));
  const child = spawn('prlimit', [`--nofile=${FD_LIMIT}:${FD_LIMIT}`, process.execPath, MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIR: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error(`server did not become healthy:\n${log}`);
    await sleep(100);
  }
  return { url, port, child, output: () => log };
}

/**
 * Opens `count` connections from the given loopback addresses, each sending half a request line
 * and then nothing: the shape of the flood that used to starve the server. Batches keep the
 * client's own descriptors and the machine's SYN backlog in bounds.
 */
async function halfOpenFlood(port: number, count: number, addresses: string[], into: Socket[]): Promise<void> {
  for (let start = 0; start < count; start += 200) {
    await Promise.all(
      Array.from(
        { length: Math.min(200, count - start) },
        (_, i) =>
          new Promise<void>((done) => {
            const socket = connect({
              host: '127.0.0.1',
              port,
              localAddress: addresses[(start + i) % addresses.length],
            });
            socket.setTimeout(60_000, () => socket.destroy());
            socket.on('error', () => done());
            socket.on('close', () => done());
            socket.on('connect', () => {
              socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
              done();
            });
            into.push(socket);
          }),
      ),
    );
  }
}

/**
 * The status of one request on a new connection. It waits in the kernel's accept queue behind every
 * connection that arrived before it, so its answer means the server has taken those in (and refused
 * the ones over a cap); a pooled connection would skip that queue and leave them uncounted yet.
 */
function answers(url: string, path: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = get(`${url}${path}`, { agent: false, headers: cookie ? { Cookie: cookie } : {} }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    // A liveness bound, not a speed requirement: a starved server never answers at all.
    req.setTimeout(20_000, () => req.destroy(new Error('no answer within 20 s')));
    req.on('error', reject);
  });
}

describe('connection floods', () => {
  it(`keeps answering health checks and signed-in users while ${FLOOD} half-open connections arrive, from one address or many`, async () => {
    const db = await isolatedDatabase();
    const server = await startLimitedServer(db.env);
    const flood: Socket[] = [];
    try {
      const user = await signUpOn(server.url);

      // One address: its connections beyond a few dozen are refused on arrival.
      await halfOpenFlood(server.port, FLOOD, ['127.0.0.2'], flood);
      expect(await answers(server.url, '/api/health')).toBe(200);
      expect(await answers(server.url, '/api/auth/me', user.cookie)).toBe(200);
      expect(connectionsOnPort(server.port)).toBeLessThan(100);

      // Many addresses, each under its own cap: the global caps hold, oldest half-open first out.
      const many = Array.from({ length: 150 }, (_, i) => `127.0.${1 + Math.floor(i / 250)}.${(i % 250) + 3}`);
      await halfOpenFlood(server.port, FLOOD, many, flood);
      expect(await answers(server.url, '/api/health')).toBe(200);
      expect(await answers(server.url, '/api/auth/me', user.cookie)).toBe(200);
      expect(connectionsOnPort(server.port)).toBeLessThan(FD_LIMIT);
      expect(server.child.exitCode).toBeNull();
    } finally {
      for (const socket of flood) socket.destroy();
      server.child.kill('SIGKILL');
      await new Promise((r) => server.child.once('exit', r));
      await db.drop();
    }
  });
});
