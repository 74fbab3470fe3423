import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@coffer/server-core';
import type { AccountState } from '../persistence/storage-account.repository';
import { StorageAccountRepository } from '../persistence/storage-account.repository';

export interface StorageUsage {
  used: number;
  total: number;
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

  async usage(userId: string): Promise<StorageUsage> {
    const state = await this.accounts.state(userId);
    return { used: state.usedBytes, total: this.quotaOf(state) };
  }
}
