import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@coffer/server-core';
import { SessionService } from '../services/session.service';
import { readClientBinding, sessionCookieName, sessionCookieValues } from './session-cookie';

/**
 * GraphQL over HTTP authenticates from the request's cookie header alone. When the request sends
 * the web app's per-origin value, the header is left holding only the session cookie bound to
 * that value (a browser may send several: one the app set, others another port or scheme of the
 * host planted), or none, so the operation runs signed out. REST and uploads apply the same rule
 * in RequestAuthenticator.
 */
@Injectable()
export class ClientBindingMiddleware implements NestMiddleware {
  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async use(req: Request, _res: Response, next: NextFunction): Promise<void> {
    try {
      const binding = readClientBinding(req.headers);
      const name = sessionCookieName(this.config);
      const values = sessionCookieValues(req.headers.cookie, name);
      if (binding !== undefined && values.length > 0) {
        const bound = await this.sessions.resolveBound(values, binding);
        const others = req.headers.cookie!.split(';').filter((part) => part.split('=')[0]!.trim() !== name);
        req.headers.cookie = [...others, ...(bound ? [` ${name}=${bound.token}`] : [])].join(';');
      }
      next();
    } catch (error) {
      next(error);
    }
  }
}
