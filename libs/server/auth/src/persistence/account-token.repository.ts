import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';
import { returningRows } from '@coffer/server-core';
import { AccountTokenEntity, type AccountTokenPurpose } from './account-token.entity';

export interface RedeemedToken {
  userId: string;
  email: string;
}

@Injectable()
export class AccountTokenRepository {
  constructor(@InjectRepository(AccountTokenEntity) private readonly repository: Repository<AccountTokenEntity>) {}

  async insert(
    values: Pick<AccountTokenEntity, 'userId' | 'purpose' | 'tokenHash' | 'email' | 'expiresAt'>,
  ): Promise<void> {
    await this.repository.insert(values);
  }

  /**
   * Marks a live, unused token used and answers whom it was for, in one statement: of two
   * concurrent redemptions exactly one succeeds.
   */
  async redeem(tokenHash: string, purpose: AccountTokenPurpose, now: Date): Promise<RedeemedToken | null> {
    const rows = returningRows<{ user_id: string; email: string }>(
      await this.repository.query(
        `UPDATE account_token SET used_at = $3
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
         RETURNING user_id, email`,
        [tokenHash, purpose, now],
      ),
    );
    const row = rows[0];
    return row ? { userId: row.user_id, email: row.email } : null;
  }

  /** Voids the user's other unused tokens of that purpose (a new one supersedes them). */
  async voidUnused(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await this.repository.query(
      `UPDATE account_token SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose, now],
    );
  }

  /**
   * Housekeeping by the database's clock, never a decision (lookups compare with the server's
   * clock): a server whose clock was moved must not delete rows that are still live for others.
   */
  async deleteExpired(): Promise<void> {
    await this.repository.createQueryBuilder().delete().where('expires_at <= now()').execute();
  }
}
