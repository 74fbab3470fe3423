import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * Keys derived from APP_SECRET (or, on a single machine, from DATA_DIR/secret.key, created on
 * first start): HMAC signatures for short-lived URLs and authenticated encryption for secrets
 * the database must not hold in clear (share tokens). Replicas must share APP_SECRET.
 */
@Injectable()
export class SecretsService implements OnApplicationBootstrap {
  private readonly signingKey: Buffer;
  private readonly encryptionKey: Buffer;
  private readonly samples = new Map<string, () => Promise<string | null>>();
  /** The key file this process created (none was there), or null. */
  private readonly createdKeyFile: string | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const keyFile = join(config.dataDir, 'secret.key');
    if (!config.appSecret && !existsSync(keyFile)) this.createdKeyFile = keyFile;
    const master = Buffer.from(config.appSecret ?? loadOrCreateSecret(keyFile), 'utf8');
    this.signingKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'coffer:signing', 32));
    this.encryptionKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'coffer:encryption', 32));
  }

  /**
   * Registers where a feature keeps values sealed by `encrypt` (`sample` answers one, or null when
   * there is none): at start each is opened, and a key that cannot open them stops the start.
   */
  requireOpens(what: string, sample: () => Promise<string | null>): void {
    this.samples.set(what, sample);
  }

  /**
   * Refuses to start with a key that cannot open what the database holds sealed (a restore without
   * its `secret.key`, or another APP_SECRET): serving would fail on every such value. A key file
   * this start created is removed again, so the right one can be put back as it was.
   */
  async onApplicationBootstrap(): Promise<void> {
    for (const [what, sample] of this.samples) {
      const sealed = await sample();
      if (sealed === null) continue;
      try {
        this.decrypt(sealed);
      } catch {
        if (this.createdKeyFile) rmSync(this.createdKeyFile, { force: true });
        const source = this.config.appSecret
          ? 'APP_SECRET is not the secret'
          : this.createdKeyFile
            ? `${this.createdKeyFile} was missing (a new one would not open them); restore the secret.key`
            : `${join(this.config.dataDir, 'secret.key')} is not the key`;
        throw new Error(
          `Refusing to start: the database holds ${what} sealed with another key. ${source} that sealed them, from the same backup as the database (docs/deploy.md, Backups).`,
        );
      }
    }
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
