import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { Extension } from '@electric-sql/pglite';

/** A running embedded PostgreSQL (PGlite) reachable over the ordinary wire protocol. */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite persisted under `dataDir` (or in memory when `dataDir` is null) behind
 * pglite-socket on a free loopback port, so TypeORM and `pg` use it like any PostgreSQL.
 * PGlite runs one backend: callers must use a pool of one connection.
 */
export async function startEmbeddedPostgres(dataDir: string | null): Promise<EmbeddedPostgres> {
  // Both packages are ESM-first; loaded lazily so servers on an external PostgreSQL never pay for them.
  const { PGlite } = await import('@electric-sql/pglite');
  // Name search's trigram index: the same extension an external PostgreSQL ships in contrib.
  // (A subpath export, which this TypeScript module resolution cannot see: typed by hand.)
  const trigramModule: string = '@electric-sql/pglite/contrib/pg_trgm';
  const { pg_trgm } = (await import(trigramModule)) as { pg_trgm: Extension };
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  let dir: string | undefined;
  if (dataDir !== null) {
    dir = resolve(dataDir);
    await mkdir(dir, { recursive: true });
  }
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  const address = server.getServerConn();
  new Logger('Database').log(`Embedded PostgreSQL ${dir ? `in ${dir}` : 'in memory'} at ${address}`);
  let stopped = false;
  return {
    url: `postgres://postgres@${address}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
    },
  };
}
