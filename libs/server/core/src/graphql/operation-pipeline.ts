import type { IncomingMessage } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { Logger } from '@nestjs/common';
import {
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { Context, SubscribePayload } from 'graphql-ws';
import { DomainError } from '../errors/domain-error';
import { toErrorPayload } from '../errors/error-payload';
import {
  OperationRefusedError,
  rateLimitExtension,
  rateLimitHeaders,
  type RateLimitInfo,
} from '../rate-limit/operation-budget';
import type { Actor } from '../security/request-context';
import { formatGraphqlError } from './format-error';
import { SOCKET_CLOSE, type LiveSocket, type LiveSockets } from './live-sockets';
import { checkOperationLimits, type QueryLimits } from './query-limits.plugin';

/** What the authentication gate answers for one operation (see RequestAuthenticator.admit). */
export interface OperationAdmission<U extends { id: string } = { id: string }> {
  auth: { user: U; actor: Actor; expiresAt: Date | null } | null;
  rateLimit?: RateLimitInfo;
}

export interface SocketCredentials {
  cookie?: string;
  authorization?: string;
  /** Not a credential: remembered on the session for its owner's sessions screen. */
  'user-agent'?: string;
}

/**
 * The per-request object resolvers read (`@CurrentUser()`, scopes, client address). Over HTTP
 * it is the Express request; over a WebSocket one is made per operation.
 */
export interface OperationRequest {
  user?: unknown;
  actor?: Actor;
  authResolved?: boolean;
  ip?: string;
  headers: Record<string, unknown>;
  /** The budget after this operation. */
  rateLimit?: RateLimitInfo;
  /** Set for operations on a WebSocket: the socket, which knows when its credentials ended. */
  liveSocket?: LiveSocket;
}

export interface OperationPipelineOptions {
  limits: QueryLimits;
  introspection: boolean;
  sockets: LiveSockets;
  /** Authenticates and charges one operation; throws RATE_LIMITED when a budget is spent. */
  admit(credentials: SocketCredentials, address: string | undefined): Promise<OperationAdmission>;
  /** The client address of a WebSocket's upgrade request, read as Express reads HTTP requests (trust proxy). */
  addressOf(request: IncomingMessage): string | undefined;
}

interface SocketState {
  credentials: SocketCredentials;
  address: string | undefined;
  live: LiveSocket;
}

/** What graphql-ws hands to its hooks as `extra` (graphql-ws/use/ws). */
interface SocketExtra {
  socket: {
    close(code: number, reason: string): void;
    readyState: number;
    removeAllListeners(event: 'error'): unknown;
    on(event: 'error', listener: (error: Error) => void): unknown;
  };
  request: IncomingMessage;
  state?: SocketState;
}

type SocketContext = Context<Record<string, unknown> | undefined, unknown>;

/** Close reasons travel in a close frame: at most 123 bytes. */
function reasonOf(text: string): string {
  return Buffer.byteLength(text) <= 123 ? text : `${Buffer.from(text).subarray(0, 120).toString('utf8')}...`;
}

function toGraphqlError(error: unknown): GraphQLError {
  const payload = toErrorPayload(error);
  return new GraphQLError(payload.message, {
    extensions: {
      code: payload.code,
      statusCode: payload.status,
      headers: payload.headers,
      http: { status: payload.status },
    },
  });
}

/**
 * One pipeline for every GraphQL operation, whatever its transport. Over HTTP (Apollo plugin)
 * and over graphql-ws (the hooks below) each operation is checked against the depth, alias and
 * cost limits, then authenticated and charged to the operation budget, before anything runs.
 * A WebSocket is authenticated again for every operation it carries, and closes as soon as its
 * credentials end.
 */
export class OperationPipeline {
  private readonly logger = new Logger('GraphQL');
  private schema?: GraphQLSchema;

  constructor(private readonly options: OperationPipelineOptions) {}

  /** The Apollo side: limits, then admission, for every operation over HTTP; budgets in headers and extensions. */
  apolloPlugin(): ApolloServerPlugin<{ req: OperationRequest & IncomingMessage }> {
    // The hooks below are methods of the plugin object, where `this` is that object.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const pipeline = this;
    return {
      async serverWillStart({ schema }) {
        pipeline.schema = schema;
      },
      async requestDidStart() {
        let rateLimit: RateLimitInfo | undefined;
        let refused = false;
        let signedIn = false;
        return {
          async didResolveOperation({ document, operationName, request, schema, contextValue }) {
            const limitError = checkOperationLimits(
              pipeline.options.limits,
              schema,
              document,
              operationName,
              request.variables ?? {},
            );
            if (limitError) throw limitError;
            const req = contextValue.req;
            try {
              const admission = await pipeline.options.admit(
                {
                  cookie: req.headers.cookie,
                  authorization: req.headers.authorization,
                  'user-agent': req.headers['user-agent'],
                },
                req.ip,
              );
              req.user = admission.auth?.user;
              req.actor = admission.auth?.actor;
              req.authResolved = true;
              req.rateLimit = admission.rateLimit;
              rateLimit = admission.rateLimit;
              signedIn = admission.auth !== null;
            } catch (error) {
              if (error instanceof OperationRefusedError) {
                rateLimit = error.rateLimit;
                refused = true;
              } else {
                pipeline.logUnexpected(error);
              }
              throw toGraphqlError(error);
            }
          },
          async willSendResponse({ response }) {
            if (!rateLimit) return;
            for (const [name, value] of Object.entries(rateLimitHeaders(rateLimit, refused)))
              response.http.headers.set(name.toLowerCase(), value);
            // The body tells signed-in callers their own budget; anonymous answers stay identical
            // whatever the address's count (no difference between, say, two failed logins).
            if (signedIn && response.body.kind === 'single') {
              response.body.singleResult.extensions = {
                ...response.body.singleResult.extensions,
                rateLimit: rateLimitExtension(rateLimit),
              };
            }
          },
        };
      },
    };
  }

  /**
   * connection_init: authenticates the socket and charges the handshake as one operation.
   * Refusals close the socket with their own code: 4401 without valid credentials, 4429 past
   * the budget, 4500 only for a fault of ours (logged as JSON, never sent to the client).
   */
  async connect(ctx: SocketContext): Promise<Record<string, unknown> | false> {
    const extra = ctx.extra as SocketExtra;
    // A client that breaks the WebSocket protocol (invalid UTF-8, oversized frames) is closed by
    // ws with the matching 1xxx code; graphql-ws would also print its stack to stderr as plain text.
    extra.socket.removeAllListeners('error');
    extra.socket.on('error', (error) =>
      this.logger.warn({ msg: 'A WebSocket client broke the protocol', error: error.message }),
    );
    const fromParams = ctx.connectionParams?.['authorization'];
    const credentials: SocketCredentials = {
      cookie: extra.request.headers.cookie,
      authorization: typeof fromParams === 'string' ? fromParams : extra.request.headers.authorization,
      'user-agent': extra.request.headers['user-agent'],
    };
    const address = this.options.addressOf(extra.request);
    try {
      const admission = await this.options.admit(credentials, address);
      if (!admission.auth)
        return this.refuse(extra, SOCKET_CLOSE.unauthenticated, 'Unauthorized: sign in, or pass a valid access token');
      const live = this.options.sockets.add(extra.socket, admission.auth.actor, admission.auth.expiresAt);
      extra.state = { credentials, address, live };
      return admission.rateLimit ? { rateLimit: rateLimitExtension(admission.rateLimit) } : {};
    } catch (error) {
      if (error instanceof OperationRefusedError) {
        return this.refuse(
          extra,
          SOCKET_CLOSE.rateLimited,
          `Too many requests: retry in ${error.rateLimit.resetSeconds} s`,
        );
      }
      this.logUnexpected(error);
      return this.refuse(extra, SOCKET_CLOSE.serverError, 'Internal server error');
    }
  }

  /**
   * Each operation on a socket: authenticated again (a revoked token or ended session closes
   * the socket with 4401), charged to the budget (past it, that operation alone is refused with
   * RATE_LIMITED), then parsed, validated and checked against the limits like HTTP operations.
   */
  async subscribe(ctx: SocketContext, payload: SubscribePayload): Promise<ExecutionArgs | GraphQLError[]> {
    const extra = ctx.extra as SocketExtra;
    const state = extra.state;
    if (!state || state.live.ended) {
      this.refuse(extra, SOCKET_CLOSE.unauthenticated, 'Unauthorized');
      return [toGraphqlError(new DomainError('UNAUTHORIZED', 'Unauthorized'))];
    }
    const schema = this.schema;
    if (!schema) {
      this.logUnexpected(new Error('GraphQL schema not loaded yet'));
      this.refuse(extra, SOCKET_CLOSE.serverError, 'Internal server error');
      return [toGraphqlError(new Error('not ready'))];
    }
    let document: DocumentNode;
    try {
      document = parse(payload.query);
    } catch (error) {
      const parseError = error instanceof GraphQLError ? error : new GraphQLError('The query could not be parsed.');
      return [coded(parseError, 'GRAPHQL_PARSE_FAILED')];
    }
    const rules = this.options.introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
    const invalid = validate(schema, document, rules);
    if (invalid.length > 0) return invalid.map((e) => coded(e, 'GRAPHQL_VALIDATION_FAILED'));
    const name = payload.operationName ?? undefined;
    if (!getOperationAST(document, name)) {
      const message = name
        ? `Unknown operation named "${name}".`
        : 'Must provide operation name if query contains multiple operations.';
      return [coded(new GraphQLError(message), 'OPERATION_RESOLUTION_FAILURE')];
    }
    const variables = payload.variables ?? {};
    const limitError = checkOperationLimits(this.options.limits, schema, document, payload.operationName, variables);
    if (limitError) return [limitError];
    let admission: OperationAdmission;
    try {
      admission = await this.options.admit(state.credentials, state.address);
    } catch (error) {
      if (!(error instanceof OperationRefusedError)) {
        this.logUnexpected(error);
        this.refuse(extra, SOCKET_CLOSE.serverError, 'Internal server error');
      }
      return [toGraphqlError(error)];
    }
    if (!admission.auth || admission.auth.actor.userId !== state.live.actor.userId) {
      state.live.end('Unauthorized: the session or access token ended');
      return [toGraphqlError(new DomainError('UNAUTHORIZED', 'Unauthorized'))];
    }
    const req: OperationRequest = {
      user: admission.auth.user,
      actor: admission.auth.actor,
      authResolved: true,
      ip: state.address,
      headers: {},
      rateLimit: admission.rateLimit,
      liveSocket: state.live,
    };
    return { schema, document, operationName: payload.operationName, variableValues: variables, contextValue: { req } };
  }

  /** Results leave formatted like HTTP ones (codes, masked internals), with the budget of queries and mutations. */
  next(args: ExecutionArgs, result: ExecutionResult): FormattedExecutionResult {
    const formatted: FormattedExecutionResult = {
      ...result,
      errors: result.errors?.map((e) => formatGraphqlError(e.toJSON())),
    };
    if (!result.errors) delete (formatted as { errors?: unknown }).errors;
    const operation = getOperationAST(args.document, args.operationName ?? undefined);
    const rateLimit = (args.contextValue as { req?: OperationRequest } | undefined)?.req?.rateLimit;
    if (operation?.operation !== OperationTypeNode.SUBSCRIPTION && rateLimit)
      formatted.extensions = { ...result.extensions, rateLimit: rateLimitExtension(rateLimit) };
    return formatted;
  }

  errors(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
    return errors.map((e) => formatGraphqlError(e.toJSON()));
  }

  closed(ctx: SocketContext): void {
    (ctx.extra as SocketExtra).state?.live.remove();
  }

  private refuse(extra: SocketExtra, code: number, reason: string): false {
    extra.state?.live.remove();
    extra.socket.close(code, reasonOf(reason));
    return false;
  }

  private logUnexpected(error: unknown): void {
    if (error instanceof Error && toErrorPayload(error).unexpected) {
      this.logger.error({ msg: 'A GraphQL operation failed before it ran', error: error.message, stack: error.stack });
    }
  }
}

/**
 * The error with the code the HTTP transport (Apollo) gives the same failure, so that both
 * transports answer a malformed operation alike (VALIDATION_ERROR, 400) instead of as a fault.
 */
function coded(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}
