import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { Clock, DomainError, EventBus, requireSession, TOKEN_SCOPES, type CredentialsEndedEvent, type TokenScope } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { AccessTokenEntity } from '../persistence/access-token.entity';
import { UserRepository } from '../persistence/user.repository';

export const ACCESS_TOKEN_PREFIX = 'cfr_';
const TOKEN_PATTERN = /^cfr_[A-Za-z0-9_-]{43}$/;
/** Operations one token may make per minute by default (OPERATIONS_PER_MINUTE). */
export const TOKEN_REQUESTS_PER_MINUTE = 600;
const MAX_TOKENS_PER_USER = 100;
const LAST_USED_GRANULARITY_MS = 60_000;

export interface ResolvedToken {
  user: AuthenticatedUser;
  tokenId: string;
  scopes: TokenScope[];
  /** When the token expires (null: never). */
  expiresAt: Date | null;
}

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Personal access tokens: minted and revoked from a signed-in session, used as `Bearer` by scripts. */
@Injectable()
export class AccessTokenService {
  constructor(
    @InjectRepository(AccessTokenEntity) private readonly tokens: Repository<AccessTokenEntity>,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async create(userId: string, rawName: unknown, rawScopes: unknown, expiresInDays?: number | null): Promise<{ token: string; record: AccessTokenEntity }> {
    requireSession();
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (name === '' || name.length > 100) throw new DomainError('VALIDATION_ERROR', 'A token needs a name of 1 to 100 characters.');
    if (!Array.isArray(rawScopes) || rawScopes.length === 0 || !rawScopes.every((s) => (TOKEN_SCOPES as readonly unknown[]).includes(s))) {
      throw new DomainError('VALIDATION_ERROR', `Scopes must be a non-empty list of ${TOKEN_SCOPES.join(', ')}.`);
    }
    if (expiresInDays !== undefined && expiresInDays !== null && (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > 3650)) {
      throw new DomainError('VALIDATION_ERROR', 'expiresInDays must be between 1 and 3650.');
    }
    if ((await this.tokens.countBy({ userId, revokedAt: IsNull() })) >= MAX_TOKENS_PER_USER) {
      throw new DomainError('VALIDATION_ERROR', `At most ${MAX_TOKENS_PER_USER} active tokens per account.`);
    }
    const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const record = await this.tokens.save(
      this.tokens.create({
        userId,
        name,
        tokenHash: hash(token),
        prefix: token.slice(0, 12),
        scopes: [...new Set(rawScopes as TokenScope[])],
        expiresAt: expiresInDays ? new Date(this.clock.now().getTime() + expiresInDays * 86_400_000) : null,
      }),
    );
    return { token, record };
  }

  list(userId: string): Promise<AccessTokenEntity[]> {
    return this.tokens.find({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  async revoke(userId: string, id: string): Promise<void> {
    requireSession();
    const record = /^[0-9a-f-]{36}$/i.test(id) ? await this.tokens.findOneBy({ id, userId }) : null;
    if (!record) throw new DomainError('NOT_FOUND', 'Access token not found.');
    if (!record.revokedAt) await this.tokens.update({ id }, { revokedAt: this.clock.now() });
    // Sockets opened with the token close on every replica.
    this.events.publish('credentialsEnded', { userId, tokenId: id, reason: 'token_revoked' } satisfies CredentialsEndedEvent);
  }

  /** The user and scopes behind a live Bearer token, or null. Its operations are budgeted by the caller. */
  async resolve(token: string): Promise<ResolvedToken | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const record = await this.tokens.findOneBy({ tokenHash: hash(token) });
    const now = this.clock.now();
    if (!record || record.revokedAt || (record.expiresAt && record.expiresAt <= now)) return null;
    const [user] = await this.users.findManyByIds([record.userId]);
    if (!user) return null;
    if (!record.lastUsedAt || now.getTime() - record.lastUsedAt.getTime() > LAST_USED_GRANULARITY_MS) {
      await this.tokens.update({ id: record.id }, { lastUsedAt: now });
    }
    return { user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerifiedAt !== null }, tokenId: record.id, scopes: record.scopes, expiresAt: record.expiresAt };
  }
}
