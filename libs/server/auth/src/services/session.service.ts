import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, Clock, type AppConfig } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { SessionRepository } from '../persistence/session.repository';

// 32 random bytes as unpadded base64url: 256 bits from the CSPRNG.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Server-side sessions: opaque tokens for cookies, stored as hashes with a fixed lifetime. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts a session, deleting the one the client presented (rotation on login and register). */
  async start(userId: string, previousToken: string | undefined): Promise<{ token: string; maxAgeSeconds: number }> {
    const now = this.clock.now();
    if (previousToken) await this.end(previousToken);
    await this.sessions.deleteExpired(now);
    const token = randomBytes(32).toString('base64url');
    const maxAgeSeconds = this.config.sessionTtlSeconds;
    await this.sessions.insert(hashToken(token), userId, new Date(now.getTime() + maxAgeSeconds * 1000));
    return { token, maxAgeSeconds };
  }

  async resolve(token: string | undefined): Promise<AuthenticatedUser | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    return this.sessions.findLiveUser(hashToken(token), this.clock.now());
  }

  async end(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    await this.sessions.delete(hashToken(token));
  }
}
