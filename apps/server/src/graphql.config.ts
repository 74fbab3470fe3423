import type { IncomingMessage } from 'node:http';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import type { HttpAdapterHost } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Context } from 'graphql-ws';
import {
  enforceFieldRules,
  FIELD_RULES,
  formatGraphqlError,
  isSameOrigin,
  OperationPipeline,
  type AppConfig,
  type LiveSockets,
} from '@coffer/server-core';
import type { RequestAuthenticator } from '@coffer/server-auth';

/**
 * Per-operation limits, on every transport: deep nesting, huge fan-outs and alias batches are
 * refused before anything runs. Introspection has its own depth bound and is priced by what it
 * returns (see query-limits.plugin.ts).
 */
export const GRAPHQL_LIMITS = { maxDepth: 12, maxCost: 10_000, maxAliases: 100, maxIntrospectionDepth: 20 };

type WsContext = Context<Record<string, unknown> | undefined, unknown>;

/**
 * The client address of a WebSocket upgrade request exactly as Express computes `req.ip` for
 * HTTP requests (the app's trust proxy setting), so throttling sees the same client either way.
 */
function clientAddressOf(adapterHost: HttpAdapterHost, request: IncomingMessage): string | undefined {
  const app = adapterHost.httpAdapter.getInstance<{ request: object }>();
  const view = Object.create(app.request, {
    headers: { value: request.headers },
    socket: { value: request.socket },
    connection: { value: request.socket },
  }) as { ip?: string };
  return view.ip ?? request.socket.remoteAddress;
}

/**
 * GraphQL at /api/graphql (HTTP) and subscriptions over graphql-ws on the same path. Both
 * transports run every operation through one pipeline (limits, authentication, operation budget).
 * A WebSocket authenticates like HTTP (session cookie, or `authorization: Bearer <token>` in the
 * connection params) and, since browsers attach cookies to cross-site WebSockets, a foreign
 * Origin is refused.
 */
export function graphqlConfig(
  config: AppConfig,
  authenticator: RequestAuthenticator,
  sockets: LiveSockets,
  adapterHost: HttpAdapterHost,
): ApolloDriverConfig {
  const pipeline = new OperationPipeline({
    limits: GRAPHQL_LIMITS,
    introspection: config.graphqlIntrospection,
    sockets,
    admit: (credentials, address) => authenticator.admit(credentials, address),
    addressOf: (request) => clientAddressOf(adapterHost, request),
  });
  // onError is a graphql-ws hook Nest passes through without typing it.
  const graphqlWs = {
    path: '/api/graphql',
    onConnect: async (ctx: WsContext) => {
      const { request } = ctx.extra as { request: IncomingMessage };
      const origin = request.headers.origin;
      if (!isSameOrigin(origin, request, config)) return false;
      return pipeline.connect(ctx);
    },
    onSubscribe: (ctx: WsContext, _id: string, payload: Parameters<OperationPipeline['subscribe']>[1]) =>
      pipeline.subscribe(ctx, payload),
    onNext: (
      _ctx: WsContext,
      _id: string,
      _payload: unknown,
      args: Parameters<OperationPipeline['next']>[0],
      result: Parameters<OperationPipeline['next']>[1],
    ) => pipeline.next(args, result),
    onError: (_ctx: WsContext, _id: string, _payload: unknown, errors: Parameters<OperationPipeline['errors']>[0]) =>
      pipeline.errors(errors),
    onClose: (ctx: WsContext) => pipeline.closed(ctx),
  };
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
    // Over graphql-ws every operation brings its own context (see OperationPipeline.subscribe).
    context: ({ req, res }: { req: Request; res: Response }) => ({ req, res }),
    formatError: formatGraphqlError,
    // Every field checks its caller, at every depth and on both transports (one table; the
    // server does not start while a field has no rule).
    transformSchema: (schema) => enforceFieldRules(schema, FIELD_RULES),
    // Field resolvers (an item's versions) answer their errors with the same codes as queries.
    fieldResolverEnhancers: ['filters'],
    // Apollo's cache-control plugin (on unless disabled) wraps every field's resolver to compute
    // cache hints we never use (answers under /api are `no-store`): on a folder page of 200 items
    // that was thousands of wrapped resolver calls per request.
    plugins: [pipeline.apolloPlugin(), ApolloServerPluginCacheControlDisabled()],
    subscriptions: { 'graphql-ws': graphqlWs },
  };
}
