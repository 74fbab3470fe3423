import { nameProblem } from '@coffer/shared-contracts';
import { DomainError } from '@coffer/server-core';
import { extensionAgrees, isAcceptedType, type AcceptedMimeType } from './file-type';
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
export function servedName(item: { name: string; mimeType: string | null }, preferred?: string | null): string {
  for (const candidate of [preferred, item.name]) {
    if (typeof candidate !== 'string' || nameProblem(candidate) !== null) continue;
    if (isAcceptedType(item.mimeType) && !extensionAgrees(item.mimeType, candidate)) continue;
    return candidate;
  }
  return 'download';
}
