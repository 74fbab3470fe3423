import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  Clock,
  decodeCursor,
  DomainError,
  encodeCursor,
  EventBus,
  parsePage,
  toPage,
  type AppConfig,
  type CredentialsEndedEvent,
  type Page,
  type PageArgs,
  isUuid,
  isTimeIdCursor,
} from '@coffer/server-core';
import { deviceLabel } from '../domain/device-label';
import type { AuthenticatedUser } from '../authenticated-user';
import type { SessionEntity } from '../persistence/session.entity';
import { SessionRepository } from '../persistence/session.repository';
import { SecondFactorRepository } from '../persistence/second-factor.repository';
import { isSignInMethod, provesSecondFactor, type SignInMethod } from '../domain/sign-in-method';

// 32 random bytes as unpadded base64url: 256 bits from the CSPRNG.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const ACTIVITY_INTERVAL_MS = 60_000;
const ACTIVITY_CACHE_SIZE = 10_000;

/** One line of the sessions screen. */
export interface SessionSummary {
  id: string;
  device: string;
  userAgent: string | null;
  clientAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
  signInMethod: SignInMethod;
}

/** Server-side sessions: opaque tokens for cookies, stored as hashes with a fixed lifetime. */
@Injectable()
export class SessionService {
  private readonly lastRecorded = new Map<string, { at: number; agent: string | null; address: string | null }>();
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventBus,
    private readonly factors: SecondFactorRepository,
  ) {}

  /**
   * Starts a session, deleting the one the client presented (rotation on login and register).
   * `method`: how the person signed in; an account that requires a second factor gets a session
   * only from a method that proved one (the one place every way of signing in passes).
   * `bindingHash`: the clientBindingHash of the web app's per-origin value that signed in, which
   * the session is then bound to (null: a client that sends none).
   */
  async start(
    userId: string,
    method: SignInMethod,
    previousToken: string | undefined,
    bindingHash: string | null,
  ): Promise<{ token: string; maxAgeSeconds: number }> {
    if (!provesSecondFactor(method) && (await this.factors.requiresSecondFactor(userId)))
      throw new Error(`A ${method} sign-in cannot start a session of an account that requires a second factor`);
    const now = this.clock.now();
    if (previousToken) await this.end(previousToken);
    await this.sessions.deleteExpired();
    const token = randomBytes(32).toString('base64url');
    const maxAgeSeconds = this.config.sessionTtlSeconds;
    await this.sessions.insert({
      idHash: hashToken(token),
      userId,
      expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
      clientBinding: bindingHash,
      signInMethod: method,
      // The server's clock, like the expiry: how recent a sign-in is is read against it.
      createdAt: now,
    });
    return { token, maxAgeSeconds };
  }

  async resolve(token: string | undefined): Promise<AuthenticatedUser | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    return this.sessions.findLiveUser(hashToken(token), this.clock.now());
  }

  /**
   * A live session: its user, its id (the stored hash) and when it ends. When the request sent
   * the web app's per-origin value (`clientBinding` defined), only a session bound to that value
   * counts: a cookie another origin of the same host planted in the browser signs nobody in.
   */
  async resolveLive(
    token: string | undefined,
    clientBinding?: string,
  ): Promise<{ user: AuthenticatedUser; sessionId: string; expiresAt: Date } | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const sessionId = hashToken(token);
    const live = await this.sessions.findLive(sessionId, this.clock.now());
    if (!live) return null;
    if (clientBinding !== undefined && (live.clientBinding === null || live.clientBinding !== hashToken(clientBinding)))
      return null;
    return { user: live.user, expiresAt: live.expiresAt, sessionId };
  }

  /**
   * Of the session cookie values a request carried, the live session bound to `clientBinding`
   * (the first that is), with the value that names it.
   */
  async resolveBound(
    tokens: string[],
    clientBinding: string,
  ): Promise<{ token: string; user: AuthenticatedUser; sessionId: string; expiresAt: Date } | null> {
    for (const token of tokens) {
      const live = await this.resolveLive(token, clientBinding);
      if (live) return { ...live, token };
    }
    return null;
  }

  /** Whether the session (its stored id) is live and signed in at most `seconds` ago. */
  async signedInWithin(sessionId: string | undefined, seconds: number): Promise<boolean> {
    if (!sessionId) return false;
    const createdAt = await this.sessions.createdAt(sessionId, this.clock.now());
    return createdAt !== null && this.clock.now().getTime() - createdAt.getTime() <= seconds * 1000;
  }

  /** Ends one session (sign-out, rotation); its open WebSockets close on every replica. */
  async end(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    const sessionId = hashToken(token);
    await this.sessions.delete(sessionId);
    this.sessionsEnded([sessionId], 'signed_out');
  }

  /**
   * Ends every session of the user except the one behind `exceptToken` (none: all of them);
   * answers how many ended.
   */
  async endAllForUser(userId: string, exceptToken: string | undefined): Promise<number> {
    const keep = exceptToken && TOKEN_PATTERN.test(exceptToken) ? hashToken(exceptToken) : undefined;
    const ended = await this.sessions.deleteAllForUser(userId, keep);
    this.sessionsEnded(ended, 'password_changed');
    return ended.length;
  }

  /** Ends every session of the user but the one whose stored id is `keepSessionId` (none: all). */
  async endAllForUserExcept(userId: string, keepSessionId: string | undefined): Promise<number> {
    const ended = await this.sessions.deleteAllForUser(userId, keepSessionId);
    this.sessionsEnded(ended, 'password_changed');
    return ended.length;
  }

  /** The user's live sessions for the sessions screen; `current` marks the one asking. */
  async list(userId: string, currentSessionId: string | undefined): Promise<SessionSummary[]> {
    const rows = await this.sessions.listLive(userId, this.clock.now());
    return rows.map((row) => toSummary(row, currentSessionId));
  }

  /** The user's live sessions, most recently used first, a page at a time (keyset in SQL), with the total. */
  async page(
    userId: string,
    currentSessionId: string | undefined,
    args: PageArgs,
  ): Promise<Page<SessionSummary> & { totalCount: number }> {
    const request = parsePage(args, { defaultSize: 50, maxSize: 200 });
    const now = this.clock.now();
    const after = request.after ? decodeCursor(request.after, isTimeIdCursor) : undefined;
    const [rows, totalCount] = await Promise.all([
      this.sessions.pageLive(userId, now, { first: request.first, backward: request.backward, after }),
      this.sessions.countLive(userId, now),
    ]);
    const page = toPage(rows, request, (row) => encodeCursor([row.lastSeenMicros, row.session.publicId]));
    return {
      ...page,
      items: page.items.map(({ item, cursor }) => ({ item: toSummary(item.session, currentSessionId), cursor })),
      totalCount,
    };
  }

  /** Signs one of the user's sessions out (its sockets close); another user's id is not found. */
  async endById(userId: string, publicId: string): Promise<void> {
    const ended = isUuid(publicId) ? await this.sessions.deleteByPublicId(userId, publicId) : null;
    if (!ended) throw new DomainError('NOT_FOUND', 'Not found.');
    this.sessionsEnded([ended], 'signed_out');
  }

  /**
   * Remembers where and with what a session was last used. Written at most once a minute per
   * session and process, so ordinary requests add no database write.
   */
  async recordActivity(
    sessionId: string,
    userAgent: string | undefined,
    clientAddress: string | undefined,
  ): Promise<void> {
    const now = this.clock.now();
    const agent = userAgent ? userAgent.slice(0, 512) : null;
    const address = clientAddress ? clientAddress.slice(0, 64) : null;
    const seen = this.lastRecorded.get(sessionId);
    // An unknown value (a transport that does not carry it) never replaces a known one.
    const changed = (agent !== null && agent !== seen?.agent) || (address !== null && address !== seen?.address);
    if (seen && !changed && now.getTime() - seen.at < ACTIVITY_INTERVAL_MS) return;
    if (this.lastRecorded.size >= ACTIVITY_CACHE_SIZE) this.lastRecorded.clear();
    this.lastRecorded.set(sessionId, {
      at: now.getTime(),
      agent: agent ?? seen?.agent ?? null,
      address: address ?? seen?.address ?? null,
    });
    await this.sessions.recordActivity(sessionId, { userAgent: agent, clientAddress: address }, now);
  }

  /**
   * Closes, on every replica, the WebSockets of sessions ended by other means (`sessionIds` are
   * the stored hashes). Called by whatever deletes session rows.
   */
  sessionsEnded(sessionIds: string[], reason: CredentialsEndedEvent['reason']): void {
    // A NOTIFY payload holds under 8 000 bytes: at most 64 ids (64 characters each) per event.
    for (let i = 0; i < sessionIds.length; i += 64) {
      this.events.publish('credentialsEnded', {
        sessionIds: sessionIds.slice(i, i + 64),
        reason,
      } satisfies CredentialsEndedEvent);
    }
  }

  /**
   * For account deletion: closes every WebSocket of the user on every replica, whatever
   * credential opened it (the sessions and tokens themselves go with the account's rows).
   */
  userRemoved(userId: string): void {
    this.events.publish('credentialsEnded', { userId, reason: 'account_deleted' } satisfies CredentialsEndedEvent);
  }
}

function toSummary(row: SessionEntity, currentSessionId: string | undefined): SessionSummary {
  return {
    id: row.publicId,
    device: deviceLabel(row.userAgent),
    userAgent: row.userAgent,
    clientAddress: row.clientAddress,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.idHash === currentSessionId,
    signInMethod: isSignInMethod(row.signInMethod) ? row.signInMethod : 'password',
  };
}
