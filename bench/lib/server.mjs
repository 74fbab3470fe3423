// Starts a production build of Coffer for a benchmark: temp DATA_DIR, embedded database unless
// DATABASE_URL is set, a free loopback port, optionally pinned to one CPU. Answers { url, pid, dataDir, stop() }.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
// The server under test is built from the committed HEAD (exported with `git archive` into
// bench/.build/src), so uncommitted work elsewhere in the tree neither breaks nor colours a run,
// and a concurrent build of dist/server cannot pull files from under a running benchmark.
// BENCH_WORKTREE=1 builds the working tree instead (to measure a change before committing it).
const buildRoot = join(root, 'bench/.build/src');
const snapshot = join(buildRoot, 'dist/server');
let built = false;

function buildOnce() {
  if (built) return;
  rmSync(buildRoot, { recursive: true, force: true });
  mkdirSync(buildRoot, { recursive: true });
  const sources = ['apps/server', 'libs', 'tools/build-server.mjs', 'tsconfig.base.json', '.swcrc'];
  if (process.env.BENCH_WORKTREE === '1') {
    for (const path of sources) cpSync(join(root, path), join(buildRoot, path), { recursive: true });
  } else {
    execFileSync(
      'sh',
      ['-c', `git -C "${root}" archive --format=tar HEAD ${sources.join(' ')} | tar -x -C "${buildRoot}"`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  execFileSync(process.execPath, [join(buildRoot, 'tools/build-server.mjs')], { cwd: buildRoot, stdio: 'ignore' });
  built = true;
}

export function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
    srv.on('error', fail);
  });
}

/** `cmd args` as spawn arguments, prefixed with `taskset -c <cpu>` when a CPU is given and taskset exists. */
export function pinned(cpu, cmd, args) {
  if (cpu === undefined || cpu === null || !hasCommand('taskset')) return [cmd, args];
  return ['taskset', ['-c', String(cpu), cmd, ...args]];
}

export function hasCommand(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * @param env extra environment (DATABASE_URL, STORAGE_QUOTA_BYTES, …)
 * @param options.cpu pin the server to this CPU (the server runs on CPU 1, load generators on CPU 0)
 */
export async function startServer(env = {}, { cpu } = {}) {
  buildOnce();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-bench-'));
  const [cmd, args] = pinned(cpu, process.execPath, [join(snapshot, 'apps/server/src/main.js')]);
  const child = spawn(cmd, args, {
    cwd: root,
    // Benchmarks measure throughput, not the per-token and per-address operation budgets.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIR: join(dataDir, 'no-web'),
      OPERATIONS_PER_MINUTE: '1000000000',
      OPERATIONS_PER_ADDRESS_PER_MINUTE: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 600 && !up; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      up = (await fetch(`${url}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 100));
  }
  if (!up) {
    child.kill('SIGKILL');
    throw new Error('server did not become healthy within 60 s');
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    storageDir: join(dataDir, 'storage'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a fresh user; answers { cookie, id, email } (the session cookie header, the user id, the address). */
export async function signUp(url) {
  const email = `bench-${Date.now()}-${Math.random().toString(16).slice(2)}@example.test`;
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Bench!pass1', name: 'Bench' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
  const body = await res.json();
  const id = body.id ?? body._id ?? body.user?.id ?? body.user?._id;
  return {
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    id,
    email,
  };
}

/** Resident set size of a process in bytes (Linux). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** CPU seconds a process has used (user + system, Linux). */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resolves once the process uses under 5 % of a CPU over a second (background work done); at most `timeoutMs`. */
export async function waitForIdle(pid, timeoutMs = 180000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = cpuSecondsOf(pid);
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuSecondsOf(pid) - before < 0.05) return;
    if (Date.now() > deadline) throw new Error(`process ${pid} was still busy after ${timeoutMs / 1000} s`);
  }
}

/** Samples RSS every `everyMs` until stopped; answers { stop(): {peak, samples} }. */
export function sampleRss(pid, everyMs = 50) {
  let peak = 0;
  let samples = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, rssOf(pid));
      samples++;
    } catch {
      // process gone
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return { stop: () => (clearInterval(timer), sample(), { peak, samples }) };
}

/**
 * An app password (access token with the WebDAV scope) for a bench user: the address is verified
 * first, through the link the server wrote to its outbox, as tokens need a verified address.
 */
export async function appPassword(server, user) {
  const outbox = join(server.dataDir, 'outbox');
  let token;
  for (let i = 0; i < 200 && !token; i++) {
    for (const name of readdirSync(outbox, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)) {
      const text = readFileSync(join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!text.toLowerCase().includes(user.email.toLowerCase())) continue;
      token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (token) break;
    }
    if (!token) await new Promise((r) => setTimeout(r, 50));
  }
  if (!token) throw new Error(`no verification mail for ${user.email}`);
  const verified = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: user.cookie },
    body: JSON.stringify({ token }),
  });
  if (verified.status !== 200) throw new Error(`verify-email: ${verified.status}`);
  const created = await fetch(`${server.url}/api/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: user.cookie },
    body: JSON.stringify({
      query: 'mutation { createAccessToken(input: { name: "bench", scopes: [DAV, READ, WRITE] }) { token } }',
    }),
  });
  const secret = (await created.json()).data?.createAccessToken?.token;
  if (!secret) throw new Error('could not create an app password');
  return `Basic ${Buffer.from(`${user.email}:${secret}`).toString('base64')}`;
}
