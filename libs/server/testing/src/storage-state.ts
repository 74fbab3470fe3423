import { readdirSync, statSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { join } from 'node:path';

function walk(dir: string, base = dir): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full, base) : [full.slice(base.length + 1)];
  });
}

/** What the local storage holds: blob keys and staging leftovers. */
export function storageState(dataDir: string): { blobs: string[]; staging: string[] } {
  return { blobs: walk(join(dataDir, 'storage', 'blobs')), staging: walk(join(dataDir, 'storage', 'tmp')) };
}

/**
 * An account's quota, reservations and items, with the storage's files: what a refused request
 * must leave exactly as it was.
 */
export async function accountState(db: DataSource, dataDir: string, userId: string) {
  const [u] = await db.query<Array<{ uploads: number; reserved: string }>>(
    'SELECT count(*)::int AS uploads, coalesce(sum(reserved_bytes), 0)::bigint AS reserved FROM upload WHERE owner_id = $1',
    [userId],
  );
  const [usage] = await db.query<Array<{ used: string }>>(
    'SELECT coalesce((SELECT used_bytes FROM user_storage WHERE user_id = $1), 0)::bigint AS used',
    [userId],
  );
  const [counted] = await db.query<Array<{ items: number }>>(
    'SELECT count(*)::int AS items FROM item WHERE owner_id = $1',
    [userId],
  );
  const { blobs, staging } = storageState(dataDir);
  return {
    uploads: u!.uploads,
    reserved: Number(u!.reserved),
    used: Number(usage!.used),
    items: counted!.items,
    blobs: blobs.sort(),
    staging: staging.sort(),
  };
}
