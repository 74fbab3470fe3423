import { pbkdf2Sync, createDecipheriv } from 'node:crypto';
import { EceError } from './ece';
import { generateKey } from './ece-key';
import {
  ECE_PBKDF2_ITERATIONS,
  isPasswordWrappedKey,
  unwrapKeyWithPassword,
  wrapKeyWithPassword,
} from './ece-password';

describe('keys wrapped with a password', () => {
  it('round-trips, and Node unwraps it with PBKDF2-SHA-256 at the documented cost and AES-KW', async () => {
    const key = generateKey();
    const fragment = await wrapKeyWithPassword(key, 'correct horse');
    expect(fragment).toMatch(/^p\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{32}$/);
    expect(isPasswordWrappedKey(fragment)).toBe(true);
    expect(Buffer.from(await unwrapKeyWithPassword(fragment, 'correct horse')).equals(Buffer.from(key))).toBe(true);

    const [, salt, wrapped] = fragment.split('.');
    const kek = pbkdf2Sync('correct horse', Buffer.from(salt!, 'base64url'), ECE_PBKDF2_ITERATIONS, 16, 'sha256');
    const kw = createDecipheriv('id-aes128-wrap', kek, Buffer.from('A6A6A6A6A6A6A6A6', 'hex'));
    const unwrapped = Buffer.concat([kw.update(Buffer.from(wrapped!, 'base64url')), kw.final()]);
    expect(unwrapped.equals(Buffer.from(key))).toBe(true);
  });

  it('uses a new salt each time and refuses a wrong password or a malformed fragment', async () => {
    const key = generateKey();
    const a = await wrapKeyWithPassword(key, 'pw');
    const b = await wrapKeyWithPassword(key, 'pw');
    expect(a).not.toBe(b);
    await expect(unwrapKeyWithPassword(a, 'PW')).rejects.toThrow(EceError);
    await expect(unwrapKeyWithPassword('p.abc.def', 'pw')).rejects.toThrow(EceError);
    await expect(unwrapKeyWithPassword(a + '.x', 'pw')).rejects.toThrow(EceError);
    expect(isPasswordWrappedKey('A'.repeat(22))).toBe(false);
  });
});
