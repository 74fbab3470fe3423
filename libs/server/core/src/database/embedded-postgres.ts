import { resolve, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Logger } from '@nestjs/common';

/** A running embedded PostgreSQL (PGlite) reachable over the ordinary wire protocol. */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Beside this file in the sources and in the built server (tools/build-server.mjs copies it). */
const WORKER_PATH = join(__dirname, 'embedded-postgres-worker.mjs');

type WorkerMessage = { address: string } | { failed: string } | { stopped: true } | { stopped: false; message: string };

/**
 * Starts PGlite persisted under `dataDir` (or in memory when `dataDir` is null) on a worker thread
 * of its own, behind pglite-socket on a free loopback port, so TypeORM and `pg` use it like any
 * PostgreSQL while its queries run beside the event loop, not on it. PGlite runs one backend:
 * callers must use a pool of one connection.
 */
export async function startEmbeddedPostgres(dataDir: string | null): Promise<EmbeddedPostgres> {
  const dir = dataDir === null ? null : resolve(dataDir);
  const worker = new Worker(WORKER_PATH, { workerData: { dataDir: dir } });
  const logger = new Logger('Database');
  let stopping = false;
  const next = () =>
    new Promise<WorkerMessage>((ok, fail) => {
      const onExit = (code: number) => fail(new Error(`The embedded PostgreSQL thread exited with code ${code}`));
      worker.once('error', fail);
      worker.once('exit', onExit);
      worker.once('message', (message: WorkerMessage) => {
        worker.off('error', fail);
        worker.off('exit', onExit);
        ok(message);
      });
    });
  const started = await next();
  if (!('address' in started)) {
    await worker.terminate();
    throw new Error(`The embedded PostgreSQL did not start: ${'failed' in started ? started.failed : 'no address'}`);
  }
  worker.on('exit', (code) => {
    if (!stopping) logger.error(`The embedded PostgreSQL thread stopped unexpectedly (exit code ${code})`);
  });
  logger.log(`Embedded PostgreSQL ${dir ? `in ${dir}` : 'in memory'} at ${started.address}`);
  let stopped: Promise<void> | undefined;
  return {
    url: `postgres://postgres@${started.address}/postgres`,
    stop() {
      stopped ??= (async () => {
        stopping = true;
        const answer = next();
        worker.postMessage('stop');
        const outcome = await answer;
        await worker.terminate();
        if ('stopped' in outcome && !outcome.stopped) throw new Error(outcome.message);
      })();
      return stopped;
    },
  };
}
