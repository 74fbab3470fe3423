import { randomBytes } from 'node:crypto';
import * as httpEce from 'http_ece';
import { fromBase64Url, toBase64Url } from './base64url';
import { EceError } from './ece';
import { decodeKey, encodeKey, generateKey } from './ece-key';
import { ECE_METADATA_MAX_LENGTH, decryptMetadata, encryptMetadata } from './ece-metadata';

describe('file keys', () => {
  it('are 16 random bytes written as 22 base64url characters', () => {
    const key = generateKey();
    const text = encodeKey(key);
    expect(text).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(text).toBe(Buffer.from(key).toString('base64url'));
    expect(Buffer.from(decodeKey(text)).equals(Buffer.from(key))).toBe(true);
    expect(encodeKey(generateKey())).not.toBe(text);
  });

  it.each(['', 'short', 'A'.repeat(23), 'A'.repeat(21) + '+', 'A'.repeat(21) + 'B', 'A'.repeat(20) + '=='])(
    'refuses %j',
    (text) => {
      expect(() => decodeKey(text)).toThrow(EceError);
    },
  );

  it('base64url matches Node for every length', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = randomBytes(length);
      const text = toBase64Url(bytes);
      expect(text).toBe(bytes.toString('base64url'));
      expect(Buffer.from(fromBase64Url(text) ?? []).equals(bytes)).toBe(true);
    }
  });
});

describe('the metadata record', () => {
  it('is an aes128gcm body of {name, type} JSON that http_ece decrypts', async () => {
    const key = generateKey();
    const text = await encryptMetadata(key, { name: 'Vertrag 2026 — ü.pdf', type: 'application/pdf' });
    const plain = httpEce.decrypt(Buffer.from(text, 'base64url'), { version: 'aes128gcm', key: Buffer.from(key) });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ name: 'Vertrag 2026 — ü.pdf', type: 'application/pdf' });
    await expect(decryptMetadata(key, text)).resolves.toEqual({
      name: 'Vertrag 2026 — ü.pdf',
      type: 'application/pdf',
    });
  });

  it('reads a record written by http_ece', async () => {
    const key = generateKey();
    const body = httpEce.encrypt(Buffer.from(JSON.stringify({ name: 'a.txt', type: 'text/plain' })), {
      version: 'aes128gcm',
      key: Buffer.from(key),
    });
    await expect(decryptMetadata(key, body.toString('base64url'))).resolves.toEqual({
      name: 'a.txt',
      type: 'text/plain',
    });
  });

  it('stays within its bound for the longest metadata, and refuses longer', async () => {
    const key = generateKey();
    const text = await encryptMetadata(key, { name: 'n'.repeat(4096 - 21), type: '' });
    expect(text.length).toBe(ECE_METADATA_MAX_LENGTH);
    await expect(encryptMetadata(key, { name: 'n'.repeat(4096 - 20), type: '' })).rejects.toThrow(EceError);
  });

  it('refuses a wrong key, a changed byte and a body that is not metadata', async () => {
    const key = generateKey();
    const text = await encryptMetadata(key, { name: 'a', type: 'b' });
    await expect(decryptMetadata(generateKey(), text)).rejects.toThrow(EceError);
    const changed = Buffer.from(text, 'base64url');
    changed[30] = (changed[30] as number) ^ 1;
    await expect(decryptMetadata(key, changed.toString('base64url'))).rejects.toThrow(EceError);
    await expect(decryptMetadata(key, '!!')).rejects.toThrow(EceError);
    const notJson = httpEce.encrypt(Buffer.from('{"name": 1}'), { version: 'aes128gcm', key: Buffer.from(key) });
    await expect(decryptMetadata(key, notJson.toString('base64url'))).rejects.toThrow('lacks a name');
  });
});
