import { fromBase64Url, toBase64Url } from './base64url';
import { ECE_KEY_LENGTH, EceError } from './ece';
import { decodeKey } from './ece-key';

/**
 * "The password is part of the key": the link's fragment holds the file key wrapped (AES-KW,
 * RFC 3394) with a key derived from the password by PBKDF2-HMAC-SHA-256, so the link alone cannot
 * decrypt. The fragment is `p.<salt>.<wrapped key>`: a 16-byte random salt (22 base64url
 * characters) and the 24-byte wrapped key (32 characters). A plain key fragment is 22 characters
 * with no dot, so the two cannot be confused.
 */
export const ECE_PBKDF2_ITERATIONS = 600_000;
const PREFIX = 'p';
const WRAPPED_LENGTH = ECE_KEY_LENGTH + 8;

async function passwordKey(password: string, salt: Uint8Array<ArrayBuffer>) {
  const subtle = globalThis.crypto.subtle;
  const base = await subtle.importKey('raw', new TextEncoder().encode(password.normalize('NFC')), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ECE_PBKDF2_ITERATIONS },
    base,
    { name: 'AES-KW', length: 128 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

export function isPasswordWrappedKey(fragment: string): boolean {
  return fragment.startsWith(`${PREFIX}.`);
}

export async function wrapKeyWithPassword(key: Uint8Array, password: string): Promise<string> {
  if (key.length !== ECE_KEY_LENGTH) throw new EceError('invalid-key', `The key must be ${ECE_KEY_LENGTH} bytes.`);
  const subtle = globalThis.crypto.subtle;
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const fileKey = await subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', true, ['encrypt']);
  const wrapped = await subtle.wrapKey('raw', fileKey, await passwordKey(password, salt), 'AES-KW');
  return `${PREFIX}.${toBase64Url(salt)}.${toBase64Url(new Uint8Array(wrapped))}`;
}

/** The file key from a fragment: a plain key as is, a wrapped one with the password (a wrong one fails). */
export async function unwrapKeyWithPassword(fragment: string, password: string): Promise<Uint8Array<ArrayBuffer>> {
  const [prefix, saltText, wrappedText, extra] = fragment.split('.');
  const salt = fromBase64Url(saltText ?? '');
  const wrapped = fromBase64Url(wrappedText ?? '');
  if (prefix !== PREFIX || extra !== undefined || salt?.length !== 16 || wrapped?.length !== WRAPPED_LENGTH) {
    throw new EceError('invalid-key', 'The link does not hold a password-protected key.');
  }
  const subtle = globalThis.crypto.subtle;
  let fileKey: Awaited<ReturnType<typeof subtle.unwrapKey>>;
  try {
    fileKey = await subtle.unwrapKey('raw', wrapped, await passwordKey(password, salt), 'AES-KW', 'AES-GCM', true, [
      'encrypt',
    ]);
  } catch {
    throw new EceError('invalid-key', 'The password is wrong.');
  }
  return decodeKey(toBase64Url(new Uint8Array(await subtle.exportKey('raw', fileKey))));
}
