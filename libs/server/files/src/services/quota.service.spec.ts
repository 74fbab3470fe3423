import { DomainError, type AppConfig } from '@coffer/server-core';
import { strictMock } from '@coffer/server-testing/unit';
import type { StorageAccountRepository } from '../persistence/storage-account.repository';
import { QuotaService } from './quota.service';

function quota(defaultBytes = 1000) {
  return new QuotaService(strictMock<StorageAccountRepository>('accounts'), {
    storageQuotaBytes: defaultBytes,
  } as AppConfig);
}

function refusal(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}

describe(QuotaService.name, () => {
  it('uses the account’s own quota, or the configured default', () => {
    expect(quota().quotaOf({ usedBytes: 0, quotaBytes: null })).toBe(1000);
    expect(quota().quotaOf({ usedBytes: 0, quotaBytes: 5 })).toBe(5);
  });

  it('counts what is stored and what uploads in flight hold against the quota', () => {
    const state = { usedBytes: 600, quotaBytes: null };
    expect(quota().assertFits(state, 300, { reserved: 100 })).toBe(300);
    expect(refusal(() => quota().assertFits(state, 301, { reserved: 100 }))).toBe('QUOTA_EXCEEDED');
  });

  it('lets through only the tolerance it is given (request framing), and says so in its message', () => {
    const state = { usedBytes: 900, quotaBytes: null };
    expect(quota().assertFits(state, 150, { reserved: 0, tolerance: 50 })).toBe(100);
    expect(refusal(() => quota().assertFits(state, 151, { reserved: 0, tolerance: 50 }))).toBe('QUOTA_EXCEEDED');
    expect(() =>
      quota().assertFits(state, 200, { reserved: 0, message: 'Not enough storage space left to add this file.' }),
    ).toThrow('Not enough storage space left to add this file.');
  });

  it('refuses anything once an account is over its quota (a lowered quota)', () => {
    expect(refusal(() => quota().assertFits({ usedBytes: 10, quotaBytes: 5 }, 0, { reserved: 0 }))).toBe(
      'QUOTA_EXCEEDED',
    );
  });
});
