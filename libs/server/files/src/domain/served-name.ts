import { nameProblem } from '@coffer/shared-contracts';
import { DomainError } from '@coffer/server-core';
import { extensionAgrees, isAcceptedType, UNTYPED_MIME_TYPE, type AcceptedMimeType } from './file-type';
import { display } from './item-path';

/**
 * The name a file is uploaded with (its `originalName`) is sent to others — share pages and the
 * `Content-Disposition` of downloads — so it obeys the same rule as item names and must agree
 * with the file's type, exactly like the item name. An empty one becomes the item name.
 */
export function checkOriginalName(raw: string, itemName: string, type: AcceptedMimeType): string {
  const name = raw.normalize('NFC');
  if (name === '') return itemName;
  const problem = nameProblem(name);
  if (problem)
    throw new DomainError('INVALID_NAME', `The file name "${display(name)}" is not allowed: it contains ${problem}.`);
  if (!extensionAgrees(type, name))
    throw new DomainError('FILE_TYPE_MISMATCH', `The content of "${display(name)}" does not match its file extension.`);
  return name;
}

/** A name checked before any byte is read: the character rule only (the type is not known yet). */
export function checkOriginalNameEarly(raw: string): void {
  const name = raw.normalize('NFC');
  const problem = name === '' ? null : nameProblem(name);
  if (problem)
    throw new DomainError('INVALID_NAME', `The file name "${display(name)}" is not allowed: it contains ${problem}.`);
}

/**
 * The name to send for a file: `preferred` (e.g. its original name) when it passes the name rule
 * and agrees with the stored type, else the item name. Rows stored before the rule existed can
 * hold names that would not pass it today; this keeps them from reaching a download.
 */
export function servedName(item: TypedFile, preferred?: string | null): string {
  for (const candidate of [preferred, item.name]) {
    if (typeof candidate !== 'string' || nameProblem(candidate) !== null) continue;
    if (!nameAgreesWithType(item, candidate)) continue;
    return candidate;
  }
  return 'download';
}

/** What the name rule looks at: the stored type and whether the bytes are ciphertext. */
export interface TypedFile {
  name: string;
  mimeType: string | null;
  encryptionType?: string | null;
}

/**
 * Whether a file of this stored type may carry this name: an accepted type's name ends with one of
 * its extensions. Ciphertext has no type a name could state, so its name has no extension at all
 * (no `.` after its first character): whatever extension it had would be one the type rules
 * refuse (`.html`) or one the bytes are not (`.pdf`). Other untyped bytes (an empty placeholder,
 * any file under the `any` policy) make no claim either way and are always served as attachments
 * of type application/octet-stream, under the name their owner gave them.
 */
export function nameAgreesWithType(file: Omit<TypedFile, 'name'>, name: string): boolean {
  if (isAcceptedType(file.mimeType)) return extensionAgrees(file.mimeType, name);
  if (file.mimeType === UNTYPED_MIME_TYPE && file.encryptionType) return !name.includes('.', 1);
  return true;
}
