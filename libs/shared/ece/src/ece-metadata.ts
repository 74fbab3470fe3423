import { fromBase64Url, toBase64Url } from './base64url';
import { ECE_HEADER_LENGTH, EceError, decryptBytes, encryptBytes } from './ece';

/**
 * The metadata record: the UTF-8 JSON text {"name": string, "type": string}, encrypted as its own
 * aes128gcm body with the file's key and its own random salt (so its nonces never meet the content's),
 * written as base64url without padding.
 */
export interface EceMetadata {
  name: string;
  type: string;
}

export const ECE_METADATA_MAX_PLAINTEXT_BYTES = 4096;
/** The longest base64url text a metadata record can take: one record of the largest plaintext. */
export const ECE_METADATA_MAX_LENGTH = Math.ceil(((ECE_HEADER_LENGTH + ECE_METADATA_MAX_PLAINTEXT_BYTES + 17) * 4) / 3);

export async function encryptMetadata(key: Uint8Array, metadata: EceMetadata): Promise<string> {
  const plain = new TextEncoder().encode(JSON.stringify({ name: metadata.name, type: metadata.type }));
  if (plain.length > ECE_METADATA_MAX_PLAINTEXT_BYTES) {
    throw new EceError('invalid-metadata', 'The file name and type are too long to encrypt.');
  }
  return toBase64Url(await encryptBytes(key, plain));
}

export async function decryptMetadata(key: Uint8Array, text: string): Promise<EceMetadata> {
  const body = fromBase64Url(text);
  if (!body) throw new EceError('invalid-metadata', 'The encrypted metadata is not base64url.');
  const plain = await decryptBytes(key, body);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    throw new EceError('invalid-metadata', 'The decrypted metadata is not JSON text.');
  }
  const { name, type } = (parsed ?? {}) as Partial<Record<string, unknown>>;
  if (typeof name !== 'string' || typeof type !== 'string') {
    throw new EceError('invalid-metadata', 'The decrypted metadata lacks a name or a type.');
  }
  return { name, type };
}
