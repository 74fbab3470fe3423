import { firstFreeName, nameProblem } from '@coffer/shared-contracts';
import type { FileItem } from './file-item';

/**
 * Why a name typed for a new folder or a rename cannot be saved, as a sentence, or null. The
 * rule is the server's, from the shared contracts; a blank name is the form's "required" case.
 */
export function itemNameError(typed: string): string | null {
  const name = typed.trim().normalize('NFC');
  if (name === '') return null;
  const problem = nameProblem(name);
  return problem ? `This name is not allowed: it contains ${problem}.` : null;
}

/** A rename onto a name another item of the folder already has. */
export interface NameConflict {
  name: string;
  /** The name "keep both" gives (the server's rule); null when the server found the conflict. */
  keepBothAs: string | null;
}

/** The conflict renaming `item` to `typed` would meet among `siblingNames` (its folder's names, its own included). */
export function renameConflict(
  item: Pick<FileItem, 'name' | 'type'>,
  typed: string,
  siblingNames: Iterable<string>,
): NameConflict | null {
  const name = typed.trim().normalize('NFC');
  if (name === '' || name === item.name) return null;
  const taken = new Set(siblingNames);
  return taken.has(name) ? { name, keepBothAs: firstFreeName(name, item.type, taken) } : null;
}

export function nameConflictMessage(conflict: NameConflict): string {
  return `"${conflict.name}" is already taken in this folder. Choose another name, or keep both${conflict.keepBothAs ? ` as "${conflict.keepBothAs}"` : ''}.`;
}
