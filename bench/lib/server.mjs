// Starts a production build of Coffer for a benchmark: temp DATA_DIR, embedded database unless
// DATABASE_URL is set, a free loopback port. Answers { url, pid, stop() }.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

export async function startServer(env = {}) {
  execFileSync(process.execPath, [join(root, 'tools/build-server.mjs')], { cwd: root, stdio: 'ignore' });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-bench-'));
  const child = spawn(process.execPath, [join(root, 'dist/server/apps/server/src/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIR: join(dataDir, 'no-web'), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a fresh user; answers its session cookie. */
export async function signUp(url) {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}-${Math.random().toString(16).slice(2)}@example.test`, password: 'Bench!pass1', name: 'Bench' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Resident set size of a process in bytes (Linux). */
export function rssOf(pid) {
  const status = execFileSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' });
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** Samples RSS every `everyMs` until stopped; answers { stop(): {peak, samples} }. */
export function sampleRss(pid, everyMs = 50) {
  let peak = 0;
  let samples = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
      samples++;
    } catch {
      // process gone
    }
  }, everyMs);
  return { stop: () => (clearInterval(timer), { peak, samples }) };
}
