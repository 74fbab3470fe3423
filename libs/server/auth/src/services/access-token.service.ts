import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import {
  Clock,
  decodeCursor,
  DomainError,
  encodeCursor,
  EventBus,
  isUuid,
  parsePage,
  requireSession,
  toPage,
  TOKEN_SCOPES,
  type CredentialsEndedEvent,
  type Page,
  type PageArgs,
  newestFirst,
  type TokenScope,
  isTimeIdCursor,
} from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { AccessTokenEntity } from '../persistence/access-token.entity';
import { UserRepository } from '../persistence/user.repository';

export const ACCESS_TOKEN_PREFIX = 'cfr_';
const TOKEN_PATTERN = /^cfr_[A-Za-z0-9_-]{43}$/;
/** Operations one token may make per minute by default (OPERATIONS_PER_MINUTE). */
export const TOKEN_REQUESTS_PER_MINUTE = 600;
export const TOKEN_NEEDS_VERIFIED_ADDRESS =
  'Confirm your e-mail address before creating access tokens: open the link we mailed you.';
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

  async create(
    userId: string,
    rawName: unknown,
    rawScopes: unknown,
    expiresInDays?: number | null,
  ): Promise<{ token: string; record: AccessTokenEntity }> {
    requireSession();
    const name = typeof rawName === 'string' ? rawName.trim() : '';
    if (name === '' || name.length > 100)
      throw new DomainError('VALIDATION_ERROR', 'A token needs a name of 1 to 100 characters.').at('name');
    if (
      !Array.isArray(rawScopes) ||
      rawScopes.length === 0 ||
      !rawScopes.every((s) => (TOKEN_SCOPES as readonly unknown[]).includes(s))
    ) {
      throw new DomainError('VALIDATION_ERROR', `Scopes must be a non-empty list of ${TOKEN_SCOPES.join(', ')}.`).at(
        'scopes',
      );
    }
    if (
      expiresInDays !== undefined &&
      expiresInDays !== null &&
      (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > 3650)
    ) {
      throw new DomainError('VALIDATION_ERROR', 'expiresInDays must be between 1 and 3650.').at('expiresInDays');
    }
    // Whoever typed an address they do not receive mail at must not leave a credential behind
    // that outlives the real owner's proof of it.
    if (!(await this.users.findById(userId))?.emailVerifiedAt)
      throw new DomainError('FORBIDDEN', TOKEN_NEEDS_VERIFIED_ADDRESS);
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

  /** The user's tokens, newest first, a page at a time, with the total. */
  async page(userId: string, args: PageArgs): Promise<Page<AccessTokenEntity> & { totalCount: number }> {
    const request = parsePage(args, { defaultSize: 50, maxSize: 200 });
    const query = this.tokens.createQueryBuilder('t').where('t.user_id = :userId', { userId });
    const totalCount = await query.clone().getCount();
    const after = request.after ? decodeCursor(request.after, isTimeIdCursor) : undefined;
    const found = await newestFirst(query, {
      timeColumn: 't.created_at',
      idColumn: 't.id',
      after,
      backward: request.backward,
      limit: request.first + 1,
    });
    const rows = found.map(({ entity, micros }) => ({ entity, at: micros }));
    const page = toPage(rows, request, (row) => encodeCursor([row.at, row.entity.id]));
    return { ...page, items: page.items.map(({ item, cursor }) => ({ item: item.entity, cursor })), totalCount };
  }

  /** One of the user's tokens; NOT_FOUND for anyone else's. */
  async get(userId: string, id: string): Promise<AccessTokenEntity> {
    const record = isUuid(id) ? await this.tokens.findOneBy({ id, userId }) : null;
    if (!record) throw new DomainError('NOT_FOUND', 'Access token not found.');
    return record;
  }

  async revoke(userId: string, id: string): Promise<void> {
    requireSession();
    const record = isUuid(id) ? await this.tokens.findOneBy({ id, userId }) : null;
    if (!record) throw new DomainError('NOT_FOUND', 'Access token not found.');
    if (!record.revokedAt) await this.tokens.update({ id }, { revokedAt: this.clock.now() });
    // Sockets opened with the token close on every replica.
    this.events.publish('credentialsEnded', {
      userId,
      tokenId: id,
      reason: 'token_revoked',
    } satisfies CredentialsEndedEvent);
  }

  /**
   * Revokes every live token of the user (a password reset, an address proven by a link); their
   * sockets close and the webhooks bound to them go, on every replica. Answers how many.
   */
  async revokeAll(userId: string): Promise<number> {
    const live = await this.tokens.findBy({ userId, revokedAt: IsNull() });
    if (live.length === 0) return 0;
    await this.tokens.update({ userId, revokedAt: IsNull() }, { revokedAt: this.clock.now() });
    for (const record of live) {
      this.events.publish('credentialsEnded', {
        userId,
        tokenId: record.id,
        reason: 'token_revoked',
      } satisfies CredentialsEndedEvent);
    }
    return live.length;
  }

  /** The scopes of one of the user's tokens while it is live (neither revoked nor expired), or null. */
  async liveScopes(userId: string, id: string): Promise<TokenScope[] | null> {
    const record = isUuid(id) ? await this.tokens.findOneBy({ id, userId }) : null;
    if (!record || record.revokedAt || (record.expiresAt && record.expiresAt <= this.clock.now())) return null;
    return record.scopes;
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
    return {
      user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerifiedAt !== null },
      tokenId: record.id,
      scopes: record.scopes,
      expiresAt: record.expiresAt,
    };
  }
}
