import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A zip read back with Info-ZIP's unzip (never the library that wrote it): tested whole, then each
 * entry's name and bytes (folders: empty).
 */
export function unzipEntries(archive: Buffer): Map<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-zip-'));
  const path = join(dir, 'a.zip');
  try {
    writeFileSync(path, archive);
    const tested = execFileSync('unzip', ['-tq', path]).toString();
    if (!/No errors detected/.test(tested)) throw new Error(`unzip found errors: ${tested}`);
    const names = execFileSync('unzip', ['-Z1', path], { env: { LC_ALL: 'C.UTF-8' } })
      .toString()
      .trim()
      .split('\n');
    return new Map(
      names.map((name) => [name, name.endsWith('/') ? Buffer.alloc(0) : execFileSync('unzip', ['-p', path, name])]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
