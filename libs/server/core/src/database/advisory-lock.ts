import { Client } from 'pg';

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, taken on a connection of its own
 * (the work needs the pool's connections; with a pool of one, a lock held on it would starve the
 * work). `wait: false` skips the work (answering `skipped`) when another process holds the lock.
 * With no URL — the embedded database, one process — the work runs without a lock.
 */
export async function withAdvisoryLock<T>(
  url: string | null | undefined,
  lockId: number,
  wait: boolean,
  work: () => Promise<T>,
): Promise<T | 'skipped'> {
  if (!url) return work();
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    if (wait) await lock.query('SELECT pg_advisory_lock($1)', [lockId]);
    else {
      const { rows } = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lockId]);
      if (!rows[0]?.locked) return 'skipped';
    }
    return await work();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    await lock.end();
  }
}
