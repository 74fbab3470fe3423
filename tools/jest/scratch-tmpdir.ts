// A test run's temporary files (test apps' data directories, fixtures, the browser's profiles)
// go in one directory of the run's own, which the run's teardown removes: a run leaves nothing
// in the machine's temporary directory, even where a test could not clean up after itself.
// Global setup sets TMPDIR before jest starts its workers, so they and their children inherit it.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Scratch {
  dir: string;
  previous: string | undefined;
}

const state = globalThis as { __cofferScratchTmpdir?: Scratch };

export function useScratchTmpdir(): void {
  if (state.__cofferScratchTmpdir) return;
  const dir = mkdtempSync(join(tmpdir(), 'coffer-test-run-'));
  // Searchable by others, as the machine's temporary directory is: the fault tests run PostgreSQL
  // as its own user on a data directory in here. What goes in here makes its own private folders.
  chmodSync(dir, 0o755);
  state.__cofferScratchTmpdir = { dir, previous: process.env['TMPDIR'] };
  process.env['TMPDIR'] = dir;
}

export function removeScratchTmpdir(): void {
  const scratch = state.__cofferScratchTmpdir;
  if (!scratch) return;
  if (scratch.previous === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = scratch.previous;
  rmSync(scratch.dir, { recursive: true, force: true });
  delete state.__cofferScratchTmpdir;
}
