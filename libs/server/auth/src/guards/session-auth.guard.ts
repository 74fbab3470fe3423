import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG, DomainError, httpOf, IS_PUBLIC_KEY, TOKEN_SCOPES, type AppConfig } from '@coffer/server-core';
import { readSessionToken } from '../http/session-cookie';
import { AccessTokenService } from '../services/access-token.service';
import { AuthService } from '../services/auth.service';

const ALL_SCOPES = new Set(TOKEN_SCOPES);

/**
 * Global guard, deny by default: resolves a valid `Bearer` access token, else the session
 * cookie, once per request into `req.user` and `req.actor`, then lets `@Public()` handlers
 * through and answers 401 UNAUTHORIZED elsewhere. An Authorization header that is not a valid
 * token (e.g. `Bearer null`) is ignored, so the cookie still decides.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly tokens: AccessTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { req } = httpOf(context);
    if (!req.authResolved) {
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const byToken = bearer ? await this.tokens.resolve(bearer) : null;
      if (byToken) {
        req.user = byToken.user;
        req.actor = { userId: byToken.user.id, via: 'token', scopes: new Set(byToken.scopes), tokenId: byToken.tokenId };
      } else {
        req.user = (await this.auth.resolveSession(readSessionToken(req, this.config))) ?? undefined;
        req.actor = req.user ? { userId: req.user.id, via: 'session', scopes: ALL_SCOPES } : undefined;
      }
      req.authResolved = true;
    }
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic || req.user) return true;
    throw new DomainError('UNAUTHORIZED', 'Unauthorized');
  }
}
