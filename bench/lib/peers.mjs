// Same-run peers and physical limits that are Node scripts in bench/peers/.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pinned } from './server.mjs';
import { run } from './tools.mjs';

const peers = resolve(import.meta.dirname, '../peers');

/** The raw Node upload server (P1 peer) writing into a fresh dir under `parent`; answers { url, pid, dir, stop() }. */
export function startRawUploadServer(parent, { cpu } = {}) {
  return startPeerServer('raw-upload-server.mjs', parent, { cpu });
}

/** The tus project's server (@tus/server, P8 peer) on a file store in a fresh dir under `parent`. */
export function startTusPeer(parent, { cpu } = {}) {
  return startPeerServer('tus-server.mjs', parent, { cpu });
}

/** The trivial link server (P5 crowd peer): the visit's two answers, without checks or a database. */
export function startShareFloorServer(parent, { cpu } = {}) {
  return startPeerServer('share-floor-server.mjs', parent, { cpu });
}

// A peer script that takes its directory as argument and prints {"port":N} once listening.
async function startPeerServer(script, parent, { cpu } = {}) {
  const dir = mkdtempSync(join(parent, 'peer-'));
  const [c, a] = pinned(cpu, process.execPath, [join(peers, script), dir]);
  const child = spawn(c, a, { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) ok(JSON.parse(out).port);
    });
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code}`)));
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
    const out = await run(
      process.execPath,
      [join(peers, 'write-small-files.mjs'), dir, String(count), String(size), String(concurrency)],
      { cpu },
    );
    return JSON.parse(out).filesPerSecond;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
