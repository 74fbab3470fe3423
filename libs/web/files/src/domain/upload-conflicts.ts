import { firstFreeName } from '@coffer/shared-contracts';
import { folderLabel } from './file-item';
import type { UploadCandidate } from './upload-selection';

/** What to do with files whose names the target folder's files already have. */
export type UploadConflictChoice = 'replace' | 'keepBoth';

/**
 * The chosen files that would land on a file of the same name: only those going directly into
 * the folder (a file inside a chosen folder goes into that folder, which the check does not look
 * into). Names compare as the server stores them (NFC).
 */
export function clashingNames(candidates: readonly UploadCandidate[], takenFileNames: ReadonlySet<string>): string[] {
  const clashes: string[] = [];
  for (const { relativePath } of candidates) {
    if (relativePath.includes('/')) continue;
    const name = relativePath.normalize('NFC');
    if (takenFileNames.has(name) && !clashes.includes(name)) clashes.push(name);
  }
  return clashes;
}

/** '2 files already exist in Home' */
export function conflictTitle(count: number, folderPath: string): string {
  return `${count} ${count === 1 ? 'file already exists' : 'files already exist'} in ${folderLabel(folderPath)}`;
}

/** The name Keep both gives the first clashing file ('a (1).txt'), as an example. */
export function keepBothExample(name: string, taken: ReadonlySet<string>): string {
  return firstFreeName(name, 'file', taken);
}
