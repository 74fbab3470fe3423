import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, DomainError, type AppConfig } from '@coffer/server-core';
import type { AccountState } from '../persistence/storage-account.repository';
import { StorageAccountRepository } from '../persistence/storage-account.repository';

export interface StorageUsage {
  used: number;
  total: number;
}

export function quotaExceeded(message = 'Not enough storage space left for this upload.'): DomainError {
  return new DomainError('QUOTA_EXCEEDED', message);
}

/** Quota arithmetic: a user's quota is their own setting or the configured default. */
@Injectable()
export class QuotaService {
  constructor(
    private readonly accounts: StorageAccountRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  quotaOf(state: AccountState): number {
    return state.quotaBytes ?? this.config.storageQuotaBytes;
  }

  /** Bytes the account can still take: its quota less what it stores and what uploads in flight hold (`reserved`). */
  headroom(state: AccountState, reserved: number): number {
    return this.quotaOf(state) - state.usedBytes - reserved;
  }

  /**
   * The only quota check: throws QUOTA_EXCEEDED unless `bytes` fit in the headroom, where
   * `tolerance` bytes over it are let through (request framing that is not file content).
   * Answers the headroom. Call it with the account row locked, so the answer still holds when
   * the caller writes.
   */
  assertFits(
    state: AccountState,
    bytes: number,
    options: { reserved: number; tolerance?: number; message?: string },
  ): number {
    const headroom = this.headroom(state, options.reserved);
    if (bytes - (options.tolerance ?? 0) > headroom) throw quotaExceeded(options.message);
    return headroom;
  }

  /** The account's own quota in bytes, or null for the configured default (STORAGE_QUOTA_BYTES). */
  async setQuota(userId: string, quotaBytes: number | null): Promise<void> {
    if (quotaBytes !== null && (!Number.isSafeInteger(quotaBytes) || quotaBytes < 0))
      throw new DomainError('VALIDATION_ERROR', 'A quota is a whole number of bytes, 0 or more.');
    await this.accounts.setQuota(userId, quotaBytes);
  }

  async usage(userId: string): Promise<StorageUsage> {
    const state = await this.accounts.state(userId);
    return { used: state.usedBytes, total: this.quotaOf(state) };
  }
}
