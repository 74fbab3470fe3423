import { Inject, Injectable } from '@nestjs/common';
import { parse } from 'cookie';
import {
  APP_CONFIG,
  Clock,
  operationLimits,
  operationRefusal,
  RateLimiterService,
  rateLimitInfo,
  TOKEN_SCOPES,
  type Actor,
  type AppConfig,
  type RateLimitInfo,
} from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { readClientBinding, sessionCookieName, sessionCookieValues } from '../http/session-cookie';
import { AccessTokenService } from './access-token.service';
import { SessionService } from './session.service';

const ALL_SCOPES = new Set(TOKEN_SCOPES);

export interface Authenticated {
  user: AuthenticatedUser;
  actor: Actor;
  /** When the credential ends by itself (session lifetime, token expiry); null: never. */
  expiresAt: Date | null;
}

/** What a request or socket presents: the session cookie, and/or `Authorization: Bearer <token>`. */
export interface Credentials {
  authorization?: string;
  cookie?: string;
  /** Remembered on the session for its owner's sessions screen. */
  'user-agent'?: string;
  /** The web app's per-origin value (lower-case, as Node names headers). */
  'x-coffer-client'?: string | string[];
}

export interface Admission {
  auth: Authenticated | null;
  /** The budget after this operation; absent when nothing was counted. */
  rateLimit?: RateLimitInfo;
}

/**
 * Who a request is: a valid `Bearer` access token first, else the session cookie. An
 * Authorization header that is not a valid token (e.g. `Bearer null`) is ignored, so the cookie
 * still decides. Also the one gate every operation passes, whatever its transport: REST
 * requests, GraphQL over HTTP and each operation on a WebSocket authenticate here and are
 * charged to the operation budget here.
 */
@Injectable()
export class RequestAuthenticator {
  constructor(
    private readonly sessions: SessionService,
    private readonly tokens: AccessTokenService,
    private readonly limiter: RateLimiterService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async authenticate(headers: Credentials): Promise<Authenticated | null> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
    const byToken = bearer ? await this.tokens.resolve(bearer) : null;
    if (byToken) {
      return {
        user: byToken.user,
        actor: { userId: byToken.user.id, via: 'token', scopes: new Set(byToken.scopes), tokenId: byToken.tokenId },
        expiresAt: byToken.expiresAt,
      };
    }
    const binding = readClientBinding({ 'x-coffer-client': headers['x-coffer-client'] });
    const session =
      binding === undefined
        ? await this.sessions.resolveLive(
            (headers.cookie ? parse(headers.cookie)[sessionCookieName(this.config)] : undefined) || undefined,
          )
        : await this.sessions.resolveBound(
            sessionCookieValues(headers.cookie, sessionCookieName(this.config)),
            binding,
          );
    return session
      ? {
          user: session.user,
          actor: { userId: session.user.id, via: 'session', scopes: ALL_SCOPES, sessionId: session.sessionId },
          expiresAt: session.expiresAt,
        }
      : null;
  }

  /**
   * Who a URL signed during a request made with an access token acts for, as long as that token
   * is live: its user with its scopes. Null once it is revoked or expired.
   */
  async tokenActor(userId: string, tokenId: string): Promise<Actor | null> {
    const scopes = await this.tokens.liveScopes(userId, tokenId);
    return scopes ? { userId, via: 'token', scopes: new Set(scopes), tokenId } : null;
  }

  /**
   * Authenticates one operation and charges it to the budgets of its token or session and of
   * its client address. Throws RATE_LIMITED (with Retry-After and RateLimit-* headers) when a
   * budget is spent: the operation must not run at all. `meter: 'signed-in'` charges only
   * authenticated callers (REST, where anonymous routes have throttles of their own); `false`
   * charges nobody.
   */
  async admit(
    credentials: Credentials,
    address: string | undefined,
    meter: 'all' | 'signed-in' | false = 'all',
  ): Promise<Admission> {
    const auth = await this.authenticate(credentials);
    if (auth?.actor.sessionId)
      await this.sessions.recordActivity(auth.actor.sessionId, credentials['user-agent'], address);
    if (meter === false || (meter === 'signed-in' && !auth)) return { auth };
    const state = await this.limiter.consumeBudget(
      operationLimits(this.config.operationBudget, {
        tokenId: auth?.actor.tokenId,
        sessionId: auth?.actor.sessionId,
        address,
      }),
    );
    const rateLimit = rateLimitInfo(state, this.clock.now());
    if (state.exceeded) throw operationRefusal(rateLimit);
    return { auth, rateLimit };
  }
}
