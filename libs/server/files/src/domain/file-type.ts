import { declaredTypeAgrees, extensionAgrees, TYPE_EXTENSIONS, type AcceptedMimeType } from '@coffer/shared-contracts';
import { DomainError } from '@coffer/server-core';

// The type rule is shared with the web app, which applies it before sending.
export {
  classify,
  declaredTypeAcceptable,
  declaredTypeAgrees,
  extensionAgrees,
  isAcceptedType,
  SNIFF_BYTES,
  type AcceptedMimeType,
} from '@coffer/shared-contracts';

/**
 * The stored type of bytes the server cannot type: end-to-end encrypted files, whose content is
 * ciphertext. They are served as attachments under a name without an extension.
 */
export const UNTYPED_MIME_TYPE = 'application/octet-stream';

/**
 * The type a file is stored (and served) with, from what its bytes proved and the name it gets:
 * - the proven type when the name agrees with it;
 * - an empty file takes the accepted type its extension names (no byte could contradict it), or
 *   none: an empty placeholder is what desktop clients write before the real content;
 * - with the `any` policy, every other file is stored as untyped bytes (served as an attachment);
 * - otherwise null: the name and the bytes disagree, and the upload is refused.
 */
export function storedTypeOf(
  file: { size: number; sniffedType: AcceptedMimeType | null },
  name: string,
  policy: 'standard' | 'any',
): string | null {
  if (file.sniffedType && extensionAgrees(file.sniffedType, name)) return file.sniffedType;
  if (file.size === 0) return typeNamedBy(name) ?? UNTYPED_MIME_TYPE;
  return policy === 'any' ? UNTYPED_MIME_TYPE : null;
}

/** The accepted type whose extension ends `name`, if any. */
function typeNamedBy(name: string): AcceptedMimeType | null {
  return (Object.keys(TYPE_EXTENSIONS) as AcceptedMimeType[]).find((type) => extensionAgrees(type, name)) ?? null;
}

/**
 * What proven type the bytes keep, given the type their sender declared: the sniffed type when the
 * claim agrees with it (or there is none). A claim that disagrees is refused under the `standard`
 * policy (FILE_TYPE_MISMATCH); under `any`, where every file is taken, it only means the file is not
 * one of the four types, so it is kept untyped (an HTML page sent as text/html is not stored as text).
 */
export function provenTypeGivenClaim(
  sniffed: AcceptedMimeType | null,
  declared: string | undefined,
  policy: 'standard' | 'any',
  label: string,
): AcceptedMimeType | null {
  if (!sniffed || declaredTypeAgrees(sniffed, declared)) return sniffed;
  if (policy === 'any') return null;
  throw new DomainError(
    'FILE_TYPE_MISMATCH',
    `The content of "${label}" does not match its declared type ${declared}.`,
  );
}
