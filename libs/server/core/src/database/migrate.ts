import type { DataSource } from 'typeorm';
import { withAdvisoryLock } from './advisory-lock';

// Any constant works; it only has to be the same for every Coffer process on one database.
const MIGRATION_LOCK_ID = 0x0c0ffe4;

/**
 * Applies pending migrations. Several processes may start at once against one PostgreSQL
 * (test workers, replicas), so an advisory lock serialises them. The embedded database has one
 * process and one connection (`lockUrl` null), so it needs no lock.
 */
export async function runMigrations(dataSource: DataSource, lockUrl: string | null): Promise<string[]> {
  const applied = await withAdvisoryLock(lockUrl, MIGRATION_LOCK_ID, true, async () =>
    (await dataSource.runMigrations({ transaction: 'all' })).map((m) => m.name),
  );
  return applied === 'skipped' ? [] : applied;
}
