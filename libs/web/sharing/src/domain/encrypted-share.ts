import {
  EceError,
  decodeKey,
  decryptMetadata,
  isPasswordWrappedKey,
  unwrapKeyWithPassword,
  type EceMetadata,
} from '@coffer/shared-ece';

/**
 * Where the share page stands with an end-to-end encrypted file's key, which only the link's
 * fragment carries (browsers never send it):
 * - `missing`: the link has no fragment;
 * - `password`: the fragment is a key wrapped with a password, to be asked for;
 * - `failed`: the key does not open the file's metadata (a wrong or mangled key, or changed data);
 * - `ready`: the key and the decrypted name and type.
 */
export type EncryptedKeyState =
  | { kind: 'opening' }
  | { kind: 'missing' }
  | { kind: 'password'; error: string | null }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; key: Uint8Array<ArrayBuffer>; fragment: string; metadata: EceMetadata };

export const KEY_MISSING_TEXT =
  'This link is missing the key that decrypts the file (the part after "#"). Ask the sender for the complete link.';
export const KEY_WRONG_TEXT =
  'The key in this link does not decrypt this file: the link is incomplete or wrong, or the file was changed.';
/** WebCrypto exists only in secure contexts (HTTPS, or localhost). */
export const INSECURE_PAGE_TEXT = 'This page must be opened over HTTPS to decrypt the file.';
export const WRONG_PASSWORD_TEXT = 'The password is wrong.';
/** Larger files are only downloaded: a preview decrypts the whole file into memory. */
export const ENCRYPTED_PREVIEW_MAX_BYTES = 32 * 1024 * 1024;

/** The link's fragment without '#' (a router location's `hash`), or null when there is none. */
export function keyFragment(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  return fragment === '' ? null : fragment;
}

/** What the fragment alone allows: ask for a password, fail, or go on with the key. */
export function initialKeyState(
  fragment: string | null,
): EncryptedKeyState | { kind: 'key'; key: Uint8Array<ArrayBuffer> } {
  if (fragment === null) return { kind: 'missing' };
  if (!globalThis.crypto?.subtle) return { kind: 'failed', message: INSECURE_PAGE_TEXT };
  if (isPasswordWrappedKey(fragment)) return { kind: 'password', error: null };
  try {
    return { kind: 'key', key: decodeKey(fragment) };
  } catch {
    return { kind: 'failed', message: KEY_WRONG_TEXT };
  }
}

/** The key's proof: it decrypts the metadata record, or the state says why not. */
export async function openWithKey(
  key: Uint8Array<ArrayBuffer>,
  fragment: string,
  encryptedMetadata: string | null | undefined,
): Promise<EncryptedKeyState> {
  if (!encryptedMetadata) return { kind: 'failed', message: KEY_WRONG_TEXT };
  try {
    return { kind: 'ready', key, fragment, metadata: await decryptMetadata(key, encryptedMetadata) };
  } catch {
    return { kind: 'failed', message: KEY_WRONG_TEXT };
  }
}

/** Unwraps a password-wrapped fragment (PBKDF2, 600 000 rounds: about a second) and opens the file. */
export async function openWithPassword(
  fragment: string,
  password: string,
  encryptedMetadata: string | null | undefined,
): Promise<EncryptedKeyState> {
  let key: Uint8Array<ArrayBuffer>;
  try {
    key = await unwrapKeyWithPassword(fragment, password);
  } catch (error) {
    const wrongPassword = error instanceof EceError && error.message === 'The password is wrong.';
    return wrongPassword
      ? { kind: 'password', error: WRONG_PASSWORD_TEXT }
      : { kind: 'failed', message: KEY_WRONG_TEXT };
  }
  return openWithKey(key, fragment, encryptedMetadata);
}

/** Previews decrypt the whole file into memory: only files up to ENCRYPTED_PREVIEW_MAX_BYTES (stored size). */
export function isPreviewableSize(encryptedSize: number | null | undefined): boolean {
  return typeof encryptedSize === 'number' && encryptedSize <= ENCRYPTED_PREVIEW_MAX_BYTES;
}
