import { Inject, Injectable } from '@nestjs/common';
import { parse } from 'cookie';
import {
  APP_CONFIG,
  clientAddressGroup,
  Clock,
  DomainError,
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

/** Failed app-password attempts from one client address (any account) in a window before it must wait. */
export const APP_PASSWORD_FAILURES_PER_ADDRESS = 20;
/** Failed attempts naming one account from one address in a window before that pair must wait. */
export const APP_PASSWORD_FAILURES_PER_ACCOUNT = 5;
export const APP_PASSWORD_WINDOW_SECONDS = 15 * 60;
const APP_PASSWORD_THROTTLED = 'Too many failed sign-ins. Please wait a few minutes and try again.';

/** The app password a request presents: Basic (user name lower-cased) or Bearer (no user name). */
function parseAppPassword(authorization: string | undefined): { user: string | null; token: string } | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (bearer) return { user: null, token: bearer };
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '')?.[1];
  if (!basic) return null;
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon).trim().toLowerCase(), token: decoded.slice(colon + 1) };
}

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
   * Who a WebDAV request is: an app password (a live access token with the `dav` scope) sent as
   * HTTP Basic with the account's e-mail address as the user name, or as `Bearer`. Nothing else
   * signs in there: not the account password, not a session cookie (a page of another site could
   * make the browser send it). Failures are throttled per client address and per account like
   * logins, counted only when they happen, so a client that sends its password with each of
   * thousands of requests costs one read of the counter per request. Null: not signed in.
   */
  async authenticateAppPassword(
    authorization: string | undefined,
    address: string | undefined,
  ): Promise<Authenticated | null> {
    const presented = parseAppPassword(authorization);
    if (!presented) return null;
    const group = clientAddressGroup(address);
    const keys = [`dav:fail:${group}`, ...(presented.user ? [`dav:fail:${presented.user}:${group}`] : [])];
    for (const key of keys) {
      const state = await this.limiter.peek(key);
      if (state.hits >= (key === keys[0] ? APP_PASSWORD_FAILURES_PER_ADDRESS : APP_PASSWORD_FAILURES_PER_ACCOUNT)) {
        throw new DomainError('RATE_LIMITED', APP_PASSWORD_THROTTLED, {
          'Retry-After': String(this.limiter.retryAfterSeconds(state)),
        });
      }
    }
    const token = await this.tokens.resolve(presented.token);
    const valid =
      token !== null &&
      token.scopes.includes('dav') &&
      (presented.user === null || presented.user === token.user.email.toLowerCase());
    if (!valid) {
      for (const key of keys) await this.limiter.hit(key, APP_PASSWORD_WINDOW_SECONDS);
      return null;
    }
    return {
      user: token.user,
      actor: { userId: token.user.id, via: 'token', scopes: new Set(token.scopes), tokenId: token.tokenId },
      expiresAt: token.expiresAt,
    };
  }

  /** Charges one operation of an app-password request to its token's and its address's budgets. */
  async admitAppPassword(auth: Authenticated, address: string | undefined): Promise<RateLimitInfo> {
    const state = await this.limiter.consumeBudget(
      operationLimits(this.config.operationBudget, { tokenId: auth.actor.tokenId, address }),
    );
    const rateLimit = rateLimitInfo(state, this.clock.now());
    if (state.exceeded) throw operationRefusal(rateLimit);
    return rateLimit;
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
