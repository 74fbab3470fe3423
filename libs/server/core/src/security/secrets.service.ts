import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * Keys derived from APP_SECRET (or, on a single machine, from DATA_DIR/secret.key, created on
 * first start): HMAC signatures for short-lived URLs and authenticated encryption for secrets
 * the database must not hold in clear (share tokens). Replicas must share APP_SECRET.
 */
@Injectable()
export class SecretsService {
  private readonly signingKey: Buffer;
  private readonly encryptionKey: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const master = Buffer.from(config.appSecret ?? loadOrCreateSecret(join(config.dataDir, 'secret.key')), 'utf8');
    this.signingKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'coffer:signing', 32));
    this.encryptionKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'coffer:encryption', 32));
  }

  /** HMAC-SHA256 of `data`, unpadded base64url. */
  sign(data: string): string {
    return createHmac('sha256', this.signingKey).update(data).digest('base64url');
  }

  /** Constant-time check of a signature made by `sign`. */
  verify(data: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(data));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** AES-256-GCM; the result is `iv.tag.ciphertext` in base64url. */
  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  decrypt(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  }
}

function loadOrCreateSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dirname(path), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another process created it first.
    return readFileSync(path, 'utf8').trim();
  }
}
