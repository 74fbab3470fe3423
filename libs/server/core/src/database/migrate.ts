import { Client } from 'pg';
import type { DataSource } from 'typeorm';

// Any constant works; it only has to be the same for every Coffer process on one database.
const MIGRATION_LOCK_ID = 0x0c0ffe4;

/**
 * Applies pending migrations. Several processes may start at once against one PostgreSQL
 * (test workers, replicas), so an advisory lock held on a separate connection serialises them.
 * The embedded database has one process and one connection, so it needs no lock.
 */
export async function runMigrations(dataSource: DataSource, lockUrl: string | null): Promise<string[]> {
  if (lockUrl === null) {
    return (await dataSource.runMigrations({ transaction: 'all' })).map((m) => m.name);
  }
  const lock = new Client({ connectionString: lockUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    return (await dataSource.runMigrations({ transaction: 'all' })).map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lock.end();
  }
}
