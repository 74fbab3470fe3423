import type { IncomingMessage } from 'node:http';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { Request, Response } from 'express';
import type { Context } from 'graphql-ws';
import { formatGraphqlError, queryLimitsPlugin, siteOf, type AppConfig } from '@coffer/server-core';
import type { Authenticated, RequestAuthenticator } from '@coffer/server-auth';

/** Per-operation limits: deep nesting and huge fan-outs are refused before anything runs. */
export const GRAPHQL_LIMITS = { maxDepth: 12, maxCost: 10_000 };

type WsExtra = { request: IncomingMessage; auth?: Authenticated };

/**
 * GraphQL at /api/graphql (HTTP) and subscriptions over graphql-ws on the same path. A
 * WebSocket authenticates like HTTP (session cookie, or `authorization: Bearer <token>` in the
 * connection params) and, since browsers attach cookies to cross-site WebSockets, a foreign
 * Origin is refused.
 */
export function graphqlConfig(config: AppConfig, authenticator: RequestAuthenticator): ApolloDriverConfig {
  return {
    driver: ApolloDriver,
    path: '/api/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    introspection: config.graphqlIntrospection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // HTTP requests bring { req, res }; graphql-ws calls the same function with its connection context.
    context: (arg: { req: Request; res: Response } | Context<Record<string, unknown> | undefined, unknown>) => {
      if ('extra' in arg) {
        const { auth } = arg.extra as WsExtra;
        return { req: { user: auth?.user, actor: auth?.actor, authResolved: true, headers: {} } };
      }
      return { req: arg.req, res: arg.res };
    },
    formatError: formatGraphqlError,
    plugins: [queryLimitsPlugin(GRAPHQL_LIMITS)],
    subscriptions: {
      'graphql-ws': {
        path: '/api/graphql',
        onConnect: async (ctx: Context<Record<string, unknown> | undefined, unknown>) => {
          const extra = ctx.extra as WsExtra;
          const { request } = extra;
          const origin = request.headers.origin;
          if (origin !== undefined && siteOf(origin) !== siteOf(config.publicUrl)) return false;
          const fromParams = ctx.connectionParams?.['authorization'];
          const auth = await authenticator.authenticate({
            cookie: request.headers.cookie,
            authorization: typeof fromParams === 'string' ? fromParams : request.headers.authorization,
          });
          if (!auth) return false;
          extra.auth = auth;
          return true;
        },
      },
    },
  };
}
