import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  DomainError,
  httpOf,
  IS_PUBLIC_KEY,
  isUnmetered,
  rateLimitHeaders,
  UNMETERED_KEY,
  type UnmeteredRule,
} from '@coffer/server-core';
import { RequestAuthenticator } from '../services/request-authenticator.service';

/**
 * Global guard, deny by default: authenticates the request once (access token, else session
 * cookie) into `req.user` and `req.actor`, lets `@Public()` handlers through and answers 401
 * UNAUTHORIZED elsewhere. A signed-in REST request is one operation of its budget (headers
 * RateLimit-*); GraphQL operations were admitted, and counted, before their resolvers run.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: RequestAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { req, res } = httpOf(context);
    if (!req.authResolved) {
      const unmetered = isUnmetered(
        this.reflector.getAllAndOverride<UnmeteredRule | undefined>(UNMETERED_KEY, [
          context.getHandler(),
          context.getClass(),
        ]),
        req,
      );
      const admission = await this.authenticator.admit(req.headers, req.ip, unmetered ? false : 'signed-in');
      req.user = admission.auth?.user;
      req.actor = admission.auth?.actor;
      req.authResolved = true;
      if (admission.rateLimit && res && !res.headersSent) {
        for (const [name, value] of Object.entries(rateLimitHeaders(admission.rateLimit, false)))
          res.setHeader(name, value);
      }
    }
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic || req.user) return true;
    throw new DomainError('UNAUTHORIZED', 'Unauthorized');
  }
}
