import { fromBase64Url, toBase64Url } from './base64url';
import { ECE_KEY_LENGTH, EceError } from './ece';

/** A file key is 16 random bytes, written as 22 base64url characters (the `#fragment` of a share link). */
export const ECE_KEY_TEXT_LENGTH = 22;

export function generateKey(): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(ECE_KEY_LENGTH));
}

export function encodeKey(key: Uint8Array): string {
  if (key.length !== ECE_KEY_LENGTH) throw new EceError('invalid-key', `The key must be ${ECE_KEY_LENGTH} bytes.`);
  return toBase64Url(key);
}

export function decodeKey(text: string): Uint8Array<ArrayBuffer> {
  const key = text.length === ECE_KEY_TEXT_LENGTH ? fromBase64Url(text) : null;
  if (!key) throw new EceError('invalid-key', 'The key must be 22 base64url characters.');
  return key;
}
