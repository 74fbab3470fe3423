import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateEnvironment } from '../config/environment';
import { SecretsService } from './secrets.service';

describe(SecretsService.name, () => {
  it('signs, verifies and round-trips encryption with APP_SECRET', () => {
    const sut = new SecretsService(validateEnvironment({ APP_SECRET: 'x'.repeat(40) }));
    const sig = sut.sign('link.1.123');
    expect(sut.verify('link.1.123', sig)).toBe(true);
    expect(sut.verify('link.2.123', sig)).toBe(false);
    expect(sut.verify('link.1.123', `${sig}x`)).toBe(false);
    const sealed = sut.encrypt('token-value');
    expect(sealed).not.toContain('token-value');
    expect(sut.decrypt(sealed)).toBe('token-value');
    expect(new SecretsService(validateEnvironment({ APP_SECRET: 'x'.repeat(40) })).verify('link.1.123', sig)).toBe(
      true,
    );
    expect(new SecretsService(validateEnvironment({ APP_SECRET: 'y'.repeat(40) })).verify('link.1.123', sig)).toBe(
      false,
    );
  });

  it('creates and then reuses DATA_DIR/secret.key when APP_SECRET is unset', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-secret-'));
    const a = new SecretsService(validateEnvironment({ DATA_DIR: dataDir }));
    const file = join(dataDir, 'secret.key');
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const b = new SecretsService(validateEnvironment({ DATA_DIR: dataDir }));
    expect(b.verify('d', a.sign('d'))).toBe(true);
  });
});
