export { CoreModule } from './core.module';
export { APP_CONFIG, type AppConfig, type SsoProvider } from './config/app-config';
export { validateEnvironment, ConfigurationError, EnvironmentVariables } from './config/environment';
export { Clock } from './clock/clock';
export { DomainError } from './errors/domain-error';
export { ERROR_HTTP_STATUS } from './errors/error-map';
export { toErrorPayload } from './errors/error-payload';
export { graphqlErrorOf } from './errors/graphql-error';
export { createValidationPipe, assertStorable, isStorableText } from './errors/validation';
export { TransactionContext, TransactionRunner } from './database/transaction-runner';
export { dataSourceOptions } from './database/data-source-options';
export { MIGRATIONS } from './database/migrations';
export { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres';
export { runMigrations } from './database/migrate';
export { withAdvisoryLock } from './database/advisory-lock';
export {
  dumpTable,
  dumpedRows,
  loadTable,
  selectRows,
  tablesInDependencyOrder,
  type DumpedTable,
} from './database/table-snapshot';
export {
  RateLimiterService,
  type RateLimitState,
  type RateLimit,
  type BudgetState,
} from './rate-limit/rate-limiter.service';
export {
  operationLimits,
  operationRefusal,
  OperationRefusedError,
  rateLimitInfo,
  rateLimitHeaders,
  rateLimitExtension,
  OPERATION_WINDOW_SECONDS,
  type RateLimitInfo,
  type OperationBudgetConfig,
} from './rate-limit/operation-budget';
export { isUnmetered, Unmetered, UNMETERED_KEY, type UnmeteredRule } from './rate-limit/unmetered.decorator';
export { clientAddressGroup } from './http/client-address';
export { originCheck } from './http/origin-check';
export { Public, IS_PUBLIC_KEY } from './http/public.decorator';
export { redactUrl } from './logging/redact-url';
export { httpOf } from './http/request-context';
export { configureApp } from './http/configure-app';
export { ProtocolMounts } from './http/protocol-mounts';
export { VersionedBodies } from './cache/versioned-bodies';
export { FIRST_SCREEN_MODULE } from './http/first-screen';
export { formatGraphqlError } from './graphql/format-error';
export { BIGINT_TRANSFORMER } from './database/bigint.transformer';
export { returningRows } from './database/returning-rows';
export { PageInfoModel } from './graphql/page-info.model';
export { BackwardPageArgs, LAST_ARG, BEFORE_ARG } from './graphql/backward-page.args';
export { toConnection, type Connection, type TotalCount } from './graphql/connection';
export { UserErrorModel } from './graphql/user-error.model';
export { withUserErrors, type Payload } from './graphql/user-errors';
export { ERROR_AUDIENCE } from './errors/error-audience';
export { NODE_TYPES, NO_ROW_ID, toGlobalId, parseGlobalId, databaseIdOf, type NodeType } from './graphql/global-id';
export { NodeInterface } from './graphql/node.interface';
export { NODE_TYPE, type NodeSource } from './graphql/node-source';
export { SecretsService } from './security/secrets.service';
export { UrlSigner, invalidUrl, type SigningWindow } from './security/url-signer';
export {
  JobQueue,
  type JobContext,
  type JobHandler,
  type JobKindOptions,
  type JobOutcome,
} from './jobs/job-queue.service';
export { PasswordHasher } from './security/password-hasher';
export { Readiness, type ReadinessCheck } from './health/readiness';
export {
  requireScope,
  requireSession,
  actorMay,
  assertActorMay,
  refusalOf,
  SESSION_ONLY_MESSAGE,
  type AccessRule,
  currentActor,
  runAs,
  actorHasScope,
  TOKEN_SCOPES,
  type TokenScope,
  type Actor,
} from './security/request-context';
export { ActorContextInterceptor } from './http/actor-context.interceptor';
export { queryLimitsPlugin, checkOperationLimits, type QueryLimits } from './graphql/query-limits.plugin';
export {
  OperationPipeline,
  type OperationAdmission,
  type OperationRequest,
  type SocketCredentials,
} from './graphql/operation-pipeline';
export { LiveSockets, LiveSocketsModule, SOCKET_CLOSE, type LiveSocket } from './graphql/live-sockets';
export { subscriptionAllows } from './graphql/subscription-access';
export { FIELD_RULES, NODE_RULES, type FieldRule } from './graphql/field-access.table';
export { enforceFieldRules, fieldRuleGaps } from './graphql/field-access';
export {
  EventBus,
  EVENT_TOPICS,
  type EventReach,
  type EventTopic,
  type CredentialsEndedEvent,
  type ShareLinkCreatedEvent,
  type FileRequestReceivedEvent,
} from './events/event-bus';
export { isSameOrigin, expectedOrigin, requestOrigin, originOf } from './http/origin-check';
export { isTrustedProxy } from './http/trusted-proxy';
export { descriptorLimit, effectiveMaxConnections } from './http/connection-limits';
export { sendErrorResponse, isGraphqlRequest, GRAPHQL_PATH, type ErrorResponse } from './http/error-response';
export {
  ApiByteResponses,
  ApiErrors,
  ApiSignedIn,
  ApiOptionalSignIn,
  ErrorResponseDto,
  MessageResponseDto,
  OkResponseDto,
  SESSION_SCHEME,
  TOKEN_SCHEME,
  type DocumentedError,
} from './http/rest-docs';
export { sessionCookieName } from './http/session-cookie-name';
export {
  isUuid,
  parsePage,
  toPage,
  emptyPage,
  flipOrder,
  encodeCursor,
  decodeCursor,
  isTimeIdCursor,
  type Page,
  type PageArgs,
  type PageRequest,
} from './paging/page';
export { newestFirst } from './paging/newest-first';
