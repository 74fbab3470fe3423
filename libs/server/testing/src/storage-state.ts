import { readdirSync, statSync } from 'node:fs';
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
