// Same-run peers and physical limits that are Node scripts in bench/peers/.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pinned } from './server.mjs';
import { run } from './tools.mjs';

const peers = resolve(import.meta.dirname, '../peers');

/** The raw Node upload server (P1 peer) writing into a fresh dir under `parent`; answers { url, pid, stop() }. */
export async function startRawUploadServer(parent, { cpu } = {}) {
  const dir = mkdtempSync(join(parent, 'raw-peer-'));
  const [c, a] = pinned(cpu, process.execPath, [join(peers, 'raw-upload-server.mjs'), dir]);
  const child = spawn(c, a, { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) ok(JSON.parse(out).port);
    });
    child.once('exit', (code) => fail(new Error(`raw upload server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    dir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes `size` bytes to a new file in `dir` and fsyncs it (P1 physical limit): MB/s including the fsync. */
export async function diskWrite(dir, size, { cpu } = {}) {
  const out = await run(process.execPath, [join(peers, 'disk-write.mjs'), dir, String(size)], { cpu });
  return JSON.parse(out).mbps;
}

/** Writes count × size files with the Coffer durability protocol at `concurrency`: files/s. */
export async function writeSmallFiles(parent, { count, size, concurrency, cpu }) {
  const dir = mkdtempSync(join(parent, 'small-files-'));
  try {
    const out = await run(process.execPath, [join(peers, 'write-small-files.mjs'), dir, String(count), String(size), String(concurrency)], { cpu });
    return JSON.parse(out).filesPerSecond;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
