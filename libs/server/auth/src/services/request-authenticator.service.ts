import { Inject, Injectable } from '@nestjs/common';
import { parse } from 'cookie';
import { APP_CONFIG, TOKEN_SCOPES, type Actor, type AppConfig } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { sessionCookieName } from '../http/session-cookie';
import { AccessTokenService } from './access-token.service';
import { AuthService } from './auth.service';

const ALL_SCOPES = new Set(TOKEN_SCOPES);

export interface Authenticated {
  user: AuthenticatedUser;
  actor: Actor;
}

/**
 * Who a request is: a valid `Bearer` access token first, else the session cookie. An
 * Authorization header that is not a valid token (e.g. `Bearer null`) is ignored, so the cookie
 * still decides. Used by the HTTP guard and by WebSocket connections alike.
 */
@Injectable()
export class RequestAuthenticator {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: AccessTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async authenticate(headers: { authorization?: string; cookie?: string }): Promise<Authenticated | null> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
    const byToken = bearer ? await this.tokens.resolve(bearer) : null;
    if (byToken) {
      return { user: byToken.user, actor: { userId: byToken.user.id, via: 'token', scopes: new Set(byToken.scopes), tokenId: byToken.tokenId } };
    }
    const sessionToken = headers.cookie ? parse(headers.cookie)[sessionCookieName(this.config)] : undefined;
    const user = await this.auth.resolveSession(sessionToken || undefined);
    return user ? { user, actor: { userId: user.id, via: 'session', scopes: ALL_SCOPES } } : null;
  }
}
