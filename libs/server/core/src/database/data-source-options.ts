import pg from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { SqlLogger } from './sql-logger';

/** A pg client that gives up opening a connection after two seconds. */
class FastConnectClient extends pg.Client {
  constructor(config: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: 2000 });
  }
}

/** The TypeORM options every Coffer connection uses; never `synchronize`, migrations only. */
export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    namingStrategy: new SnakeNamingStrategy(),
    migrations: MIGRATIONS,
    migrationsTableName: 'migration',
    migrationsTransactionMode: 'all',
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    // Through the JSON logger, never with parameters (TypeORM's own logger prints them).
    logging: ['error', 'warn', 'migration'],
    logger: new SqlLogger(),
    extra: {
      max: poolSize,
      // How long a statement may wait for a pooled connection: a burst of visitors queues for a
      // moment rather than failing. (Embedded: one in-process connection, so always queueing.)
      connectionTimeoutMillis: poolSize === 1 ? 30_000 : 10_000,
      // Opening a new connection to an external server fails fast (503, not a hang) when the
      // database is gone; pg takes the pool's timeout for both unless the client says otherwise.
      ...(poolSize === 1 ? {} : { Client: FastConnectClient }),
      idleTimeoutMillis: 30000,
    },
  };
}
