import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ACCOUNT_MESSAGES } from '@coffer/shared-contracts';
import { DomainError } from '@coffer/server-core';

/** Runs the local strategy; passport's own "Missing credentials" becomes our validation message. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override handleRequest<TUser>(
    err: Error | null | undefined,
    user: TUser,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (err) throw err;
    if (user) return user;
    const body = (context.switchToHttp().getRequest<Request>().body ?? {}) as Record<string, unknown>;
    const emailGiven = typeof body['email'] === 'string' && body['email'] !== '';
    throw new DomainError(
      'VALIDATION_ERROR',
      emailGiven ? ACCOUNT_MESSAGES.loginPasswordTooShort : ACCOUNT_MESSAGES.invalidEmail,
    );
  }
}
