import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, httpOf, IS_PUBLIC_KEY } from '@coffer/server-core';
import { RequestAuthenticator } from '../services/request-authenticator.service';

/**
 * Global guard, deny by default: authenticates the request once (access token, else session
 * cookie) into `req.user` and `req.actor`, lets `@Public()` handlers through and answers 401
 * UNAUTHORIZED elsewhere.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: RequestAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { req } = httpOf(context);
    if (!req.authResolved) {
      const who = await this.authenticator.authenticate(req.headers);
      req.user = who?.user;
      req.actor = who?.actor;
      req.authResolved = true;
    }
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic || req.user) return true;
    throw new DomainError('UNAUTHORIZED', 'Unauthorized');
  }
}
