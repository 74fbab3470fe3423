// The embedded PostgreSQL (PGlite) on a thread of its own, behind pglite-socket on a free loopback
// port: the database's work never holds up the server's event loop, and each process or test
// worker can run its own. Plain JavaScript run by Node itself, the same way under jest and in the
// built server: it is loaded by path, never compiled.
import { mkdir } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// Name search's trigram index: the same extension an external PostgreSQL ships in contrib.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir } = workerData;

try {
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm } });
  // PGlite runs one backend; the server's pool holds one connection, the rest wait their turn.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    try {
      await server.stop();
      await db.close();
      parentPort.postMessage({ stopped: true });
    } catch (error) {
      parentPort.postMessage({ stopped: false, message: String(error?.stack ?? error) });
    }
    parentPort.close();
  });
  parentPort.postMessage({ address: server.getServerConn() });
} catch (error) {
  parentPort.postMessage({ failed: String(error?.stack ?? error) });
}
