// System tools a benchmark needs (nginx-light, wrk, curl), installed with apt when absent,
// and thin wrappers that run them pinned to a CPU and parse their output.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, hasCommand, pinned } from './server.mjs';

const PACKAGES = { nginx: 'nginx-light', wrk: 'wrk', curl: 'curl' };

/** Installs the Debian packages behind the missing commands (needs root or sudo). */
export function ensureTools(commands) {
  const missing = commands.filter((c) => !hasCommand(c) && !(c === 'nginx' && hasCommand('/usr/sbin/nginx')));
  if (!missing.length) return;
  const pkgs = missing.map((c) => PACKAGES[c] ?? c);
  process.stderr.write(`bench: installing ${pkgs.join(' ')} with apt-get\n`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...pkgs]);
}

/** Runs a command to completion (optionally pinned); answers stdout. */
export function run(cmd, args, { cpu, input } = {}) {
  const [c, a] = pinned(cpu, cmd, args);
  return new Promise((resolve, reject) => {
    const child = spawn(c, a, { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} exited ${code}: ${err.slice(-500)}`)),
    );
    child.stdin.end(input ?? '');
  });
}

/** wrk for `seconds` with `connections` on one thread: { rps, p50ms, p99ms }. */
export async function wrk(url, { connections = 32, seconds = 5, headers = {}, cpu } = {}) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const out = await run('wrk', [...args, url], { cpu });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  if (non2xx) throw new Error(`wrk ${url}: ${non2xx} non-2xx responses`);
  const ms = (label) => {
    const m = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!m) return NaN;
    return Number(m[1]) * { us: 1e-3, ms: 1, s: 1e3 }[m[2]];
  };
  return { rps, p50ms: ms('50'), p99ms: ms('99') };
}

/**
 * Downloads `url` with curl: one stream, or `streams` parallel connections each fetching one
 * Range of a file of `size` bytes (a segmented download, as download managers do). Answers the
 * aggregate MB/s over the wall time.
 */
export async function curlDownload(url, { cookie, streams = 1, size, cpu } = {}) {
  const args = ['-s', '-f', '-o', '/dev/null', '-w', '%{size_download}\n'];
  if (cookie) args.push('-H', `Cookie: ${cookie}`);
  const ranges =
    streams === 1
      ? [[]]
      : Array.from({ length: streams }, (_, i) => [
          '-r',
          `${Math.floor((i * size) / streams)}-${Math.floor(((i + 1) * size) / streams) - 1}`,
        ]);
  const started = process.hrtime.bigint();
  const outs = await Promise.all(ranges.map((range) => run('curl', [...args, ...range, url], { cpu })));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const bytes = outs.reduce((s, o) => s + Number(o.trim()), 0);
  if (size && bytes !== size)
    throw new Error(`download of ${url}: ${bytes} bytes, expected ${size} (${outs.map((o) => o.trim()).join(', ')})`);
  return bytes / 1e6 / seconds;
}

/** nginx serving `root` on a free loopback port with sendfile (the Debian package's defaults otherwise). */
export async function startNginx(root, { cpu } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'coffer-bench-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type application/octet-stream;
  server { listen 127.0.0.1:${port}; root ${root}; }
}
`,
  );
  const bin = hasCommand('nginx') ? 'nginx' : '/usr/sbin/nginx';
  const [c, a] = pinned(cpu, bin, ['-c', conf, '-p', dir]);
  const child = spawn(c, a, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
