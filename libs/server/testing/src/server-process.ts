import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../..');
const MAIN = join(ROOT, 'dist/server/apps/server/src/main.js');
const CLI = join(ROOT, 'dist/server/apps/server/src/cli.js');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
    srv.on('error', fail);
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  pid: number;
}

/**
 * Starts the built server (`node tools/build-server.mjs` must have run) as a real process with
 * its own DATA_DIR; DATABASE_URL in `env` picks an external PostgreSQL, else it embeds its own.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'coffer-proc-')),
): Promise<ServerProcess> {
  const port = await freePort();
  const fullEnv: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIR: join(dataDir, 'no-web'),
    TRUST_PROXY: 'loopback',
    ...env,
  };
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((ok) =>
    child.once('exit', (code, signal) => ok({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error(`server did not become healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, port, dataDir, env: fullEnv, child, output: () => log, exited, pid: child.pid! };
}

/**
 * Runs the operator's command line (`npm run coffer -- <args>`) with `env`, writing `input` to
 * its standard input (then closing it); never rejects on a non-zero exit.
 */
export function runCli(
  env: Record<string, string>,
  args: string[],
  input = '',
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolveRun({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** Runs `npm run fsck`'s program against a server's data (the server must be stopped when embedded). */
export async function runFsck(
  server: Pick<ServerProcess, 'env'>,
  args: string[] = [],
): Promise<{ code: number; report: Record<string, unknown> }> {
  const { code, stdout, stderr } = await runCli(server.env, ['fsck', ...args]);
  if (!stdout.includes('}')) throw new Error(`fsck failed: ${stderr}`);
  return { code, report: JSON.parse(stdout.slice(0, stdout.lastIndexOf('}') + 1)) };
}

/** Resident memory, and the open descriptors that are not sockets (Linux /proc; database pools open and close their sockets as they see fit). */
export function processStats(pid: number): { nonSocketFds: number; rssBytes: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const fds = readdirSync(`/proc/${pid}/fd`);
  const nonSocketFds = fds.filter((fd) => {
    try {
      return !readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:');
    } catch {
      return false; // closed meanwhile
    }
  }).length;
  return { nonSocketFds, rssBytes: Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024 };
}

/** Files the process holds open under `dir` (staging and blob files, when `dir` is its storage). */
export function openFilesUnder(pid: number, dir: string): number {
  let count = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(dir)) count++;
    } catch {
      // closed meanwhile
    }
  }
  return count;
}

/** Established TCP connections whose local port is `port` (client connections of a server). */
export function connectionsOnPort(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 01 is ESTABLISHED.
      if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '01') count++;
    }
  }
  return count;
}

/** Registers a user on a server process; answers its cookie and id. */
export async function signUpOn(
  url: string,
  email = `fault-${Date.now()}-${Math.random().toString(16).slice(2)}@example.test`,
) {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Fault!pass1', name: 'Fault' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { id: string };
  return {
    id: body.id,
    email,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}
