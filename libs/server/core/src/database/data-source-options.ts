import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { SqlLogger } from './sql-logger';

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
      // External: fail fast (503) instead of hanging when the database is gone (quality bar §2.9).
      // Embedded (one connection, in-process): waiting for it is queueing, not an outage.
      connectionTimeoutMillis: poolSize === 1 ? 30_000 : 2000,
      idleTimeoutMillis: 30000,
    },
  };
}
