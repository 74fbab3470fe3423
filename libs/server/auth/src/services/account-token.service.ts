import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '@coffer/server-core';
import type { AccountTokenPurpose } from '../persistence/account-token.entity';
import { AccountTokenRepository, type RedeemedToken } from '../persistence/account-token.repository';

// 32 random bytes as unpadded base64url: 256 bits from the CSPRNG.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Single-use secrets for links sent by e-mail; a new one voids the older unused ones. */
@Injectable()
export class AccountTokenService {
  constructor(
    private readonly tokens: AccountTokenRepository,
    private readonly clock: Clock,
  ) {}

  async issue(userId: string, email: string, purpose: AccountTokenPurpose, lifetimeSeconds: number): Promise<string> {
    const now = this.clock.now();
    await this.tokens.deleteExpired();
    await this.tokens.voidUnused(userId, purpose, now);
    const token = randomBytes(32).toString('base64url');
    await this.tokens.insert({
      userId,
      email,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
    });
    return token;
  }

  /** Voids the user's unused links of that purpose (a password changed: older reset links stop working). */
  async voidUnused(userId: string, purpose: AccountTokenPurpose): Promise<void> {
    await this.tokens.voidUnused(userId, purpose, this.clock.now());
  }

  /** Uses the token up; null when it is malformed, unknown, expired or already used. */
  async redeem(token: unknown, purpose: AccountTokenPurpose): Promise<RedeemedToken | null> {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
    return this.tokens.redeem(hashToken(token), purpose, this.clock.now());
  }
}
