import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { httpOf } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';

/** The signed-in user (undefined on a `@Public()` handler visited anonymously). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined => httpOf(context).req.user,
);
