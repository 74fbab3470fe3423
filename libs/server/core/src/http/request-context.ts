import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request, Response } from 'express';

/** The Express request and response behind a REST route or a GraphQL resolver. */
export function httpOf(context: ExecutionContext): { req: Request; res: Response } {
  if (context.getType<string>() === 'graphql') {
    const ctx = GqlExecutionContext.create(context).getContext<{ req: Request; res: Response }>();
    return { req: ctx.req, res: ctx.res };
  }
  const http = context.switchToHttp();
  return { req: http.getRequest<Request>(), res: http.getResponse<Response>() };
}
