import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG, DomainError, httpOf, IS_PUBLIC_KEY, type AppConfig } from '@coffer/server-core';
import { readSessionToken } from '../http/session-cookie';
import { AuthService } from '../services/auth.service';

/**
 * Global guard, deny by default: resolves the session cookie once per request into `req.user`,
 * then lets `@Public()` handlers through and answers 401 UNAUTHORIZED elsewhere. An
 * Authorization header that is not a valid token (e.g. `Bearer null`) is ignored.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { req } = httpOf(context);
    if (!req.authResolved) {
      req.user = (await this.auth.resolveSession(readSessionToken(req, this.config))) ?? undefined;
      req.authResolved = true;
    }
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic || req.user) return true;
    throw new DomainError('UNAUTHORIZED', 'Unauthorized');
  }
}
