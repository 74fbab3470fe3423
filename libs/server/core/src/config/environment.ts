import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  Matches,
  MinLength,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { DEFAULT_STORAGE_QUOTA_BYTES, SESSION_TTL_SECONDS } from '@coffer/shared-contracts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];
const FILE_TYPE_POLICIES = ['standard', 'any'] as const;
export type FileTypePolicy = (typeof FILE_TYPE_POLICIES)[number];

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;

/** A whole number of at least 1, read from its text. */
function PositiveInt(): PropertyDecorator {
  return applyDecorators(Transform(toInt), IsInt(), Min(1));
}
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Every variable Coffer reads, with its default. `validateEnvironment` runs at boot and stops the
 * process with one message listing every bad variable. Documented in .env.example and the README.
 */
export class EnvironmentVariables {
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** Public origin without a trailing slash; defaults to http://localhost:PORT. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  @Transform(blankToUndefined)
  @IsString()
  DATA_DIR = './data';

  /**
   * Master secret for signed URLs and encrypted share tokens (at least 32 characters). Unset:
   * DATA_DIR/secret.key, created on first start. Several replicas must share one value.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32)
  APP_SECRET?: string;

  /**
   * Unset: `/metrics` is off (404). Set (at least 16 characters): Prometheus scrapes `/metrics`
   * with `Authorization: Bearer <METRICS_TOKEN>`.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(16)
  METRICS_TOKEN?: string;

  /** GraphQL introspection (integrators need it); set false to switch it off. */
  @Transform(({ value }: { value: unknown }) => (value === 'false' ? false : value === 'true' ? true : value))
  @IsBoolean()
  GRAPHQL_INTROSPECTION = true;

  /** How often the reaper removes upload leftovers, orphaned blobs and old share access log entries (also once at start); 0 disables it. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  REAPER_INTERVAL_SECONDS = 900;

  /** Earlier versions kept per file when its content is replaced (older ones are deleted); 0 keeps none. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  FILE_VERSIONS_KEEP = 10;

  /** Days an item stays in the trash before the reaper deletes it for good. */
  @PositiveInt()
  TRASH_RETENTION_DAYS = 30;

  /**
   * Which files uploads accept: `standard` (PDF, PNG, JPEG and plain text whose names agree with
   * their bytes) or `any` (also every other file, stored and served as application/octet-stream).
   */
  @IsIn(FILE_TYPE_POLICIES)
  FILE_TYPES: FileTypePolicy = 'standard';

  /** Days the entries of share links' access logs are kept (pruned with the reaper). */
  @PositiveInt()
  SHARE_ACCESS_LOG_DAYS = 90;

  /** Days the change feed keeps each account's changes (pruned with the reaper); older cursors answer CURSOR_EXPIRED. */
  @PositiveInt()
  CHANGE_FEED_RETENTION_DAYS = 30;

  /** Background jobs (thumbnails) this replica runs at once; 0: none in the background (a request still runs the one it needs). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  JOB_WORKERS = 1;

  /** How long an unfinished resumable upload is kept (its bytes and its quota reservation). */
  @PositiveInt()
  UPLOAD_EXPIRY_SECONDS = 24 * 60 * 60;

  /** Where blobs live: `local` (DATA_DIR/storage) or `s3` (an S3-compatible bucket). */
  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  /** S3 endpoint, e.g. http://minio:9000 (unset: AWS S3 for S3_REGION). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @Transform(blankToUndefined)
  @IsString()
  S3_REGION = 'us-east-1';

  @Transform(blankToUndefined)
  @ValidateIf((env: EnvironmentVariables) => env.STORAGE_DRIVER === 's3')
  @IsString()
  S3_BUCKET?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Path-style bucket addressing (MinIO, s3rver and most self-hosted stores need it). */
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  /** The built web app served at / (history fallback); missing means API only. */
  @Transform(blankToUndefined)
  @IsString()
  WEB_DIR = './dist/web';

  /** A PostgreSQL URL; unset means the embedded PostgreSQL under DATA_DIR. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['postgres', 'postgresql'], require_protocol: true })
  DATABASE_URL?: string;

  /** Connection pool size for an external PostgreSQL (the embedded one always uses 1). */
  @PositiveInt()
  @Max(100)
  DATABASE_POOL_SIZE = 10;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  STORAGE_QUOTA_BYTES = DEFAULT_STORAGE_QUOTA_BYTES;

  @Transform(toInt)
  @IsInt()
  @Min(60)
  SESSION_TTL_SECONDS = SESSION_TTL_SECONDS;

  /** GraphQL operations and authenticated REST requests per minute for one access token or session. */
  @PositiveInt()
  OPERATIONS_PER_MINUTE = 600;

  /** The same per client address (IPv6: per /64), whoever is signed in: room for a shared NAT. */
  @PositiveInt()
  OPERATIONS_PER_ADDRESS_PER_MINUTE = 3_000;

  @Transform(blankToUndefined)
  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  /** `auto`: one readable line per entry when stdout is a terminal, JSON otherwise (`json`, `pretty` force one). */
  @Transform(blankToUndefined)
  @IsIn(LOG_FORMATS)
  LOG_FORMAT: LogFormat = 'auto';

  /**
   * Express "trust proxy" setting: 'false' (default), 'true', a hop count, or a list of
   * addresses/subnets ('loopback', '10.0.0.0/8'). Decides which client address throttling sees.
   */
  @Transform(blankToUndefined)
  @IsString()
  TRUST_PROXY = 'false';

  /** Who may create an account: anyone (`open`), only addresses someone has shared with (`invite`), or nobody (`closed`). */
  @Transform(blankToUndefined)
  @IsIn(REGISTRATION_MODES)
  REGISTRATION: RegistrationMode = 'open';

  /** Account creations allowed per client address (IPv4, or IPv6 /64) per hour. */
  @PositiveInt()
  REGISTRATIONS_PER_ADDRESS_PER_HOUR = 10;

  /** Open connections at once, in all (also kept below the process's descriptor limit). */
  @PositiveInt()
  MAX_CONNECTIONS = 10_000;

  /** Open connections at once from one client address (IPv4, or IPv6 /64); trusted proxies are exempt. */
  @PositiveInt()
  MAX_CONNECTIONS_PER_ADDRESS = 256;

  /** Connections still sending their first request's headers, in all; past it the oldest is dropped. */
  @PositiveInt()
  MAX_PENDING_CONNECTIONS = 1_000;

  /** Connections still sending their first request's headers, from one client address. */
  @PositiveInt()
  MAX_PENDING_CONNECTIONS_PER_ADDRESS = 32;

  /** Seconds a new connection has to finish its first request's headers. */
  @PositiveInt()
  HEADERS_TIMEOUT_SECONDS = 10;

  /**
   * Outgoing mail server, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465. Unset:
   * messages are written to DATA_DIR/outbox as .eml files and their links are logged.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['smtp', 'smtps'] })
  SMTP_URL?: string;

  /**
   * Webhooks may target loopback, private, link-local and other non-public addresses (a receiver
   * on the same machine or network). Off by default: a webhook URL is an SSRF vector.
   */
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  WEBHOOK_ALLOW_PRIVATE = false;

  /**
   * Single sign-on: the ids of the OpenID Connect providers, comma-separated; each is configured by
   * SSO_<ID>_ISSUER, SSO_<ID>_CLIENT_ID, SSO_<ID>_CLIENT_SECRET and SSO_<ID>_LABEL.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,32}(,[a-z0-9-]{1,32})*$/, {
    message: 'SSO_PROVIDERS is a comma-separated list of ids (a-z, 0-9, -)',
  })
  SSO_PROVIDERS?: string;

  /** Whether accounts may sign in (and sign up) with a password; may be off only when SSO is on. */
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  PASSWORD_SIGN_IN = true;

  /** The From of Coffer's e-mail; defaults to Coffer <no-reply@host of PUBLIC_URL>. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  MAIL_FROM?: string;
}

export interface AppConfig {
  port: number;
  /** Where absolute links point: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  /** PUBLIC_URL was set: only its origin may change state; unset, the origin each request was sent to. */
  publicUrlConfigured: boolean;
  secureCookies: boolean;
  dataDir: string;
  webDir: string;
  appSecret: string | undefined;
  /** METRICS_TOKEN: the bearer token `/metrics` asks for; unset, `/metrics` is off. */
  metricsToken: string | undefined;
  graphqlIntrospection: boolean;
  reaperIntervalSeconds: number;
  trashRetentionDays: number;
  /** Days a share link's access log keeps an entry (SHARE_ACCESS_LOG_DAYS). */
  shareAccessLogDays: number;
  /** Days the change feed keeps an account's changes (CHANGE_FEED_RETENTION_DAYS). */
  changeFeedRetentionDays: number;
  fileVersionsKeep: number;
  /** FILE_TYPES: the accepted-type policy of uploads. */
  fileTypes: FileTypePolicy;
  uploadExpirySeconds: number;
  jobWorkers: number;
  storage:
    | { driver: 'local' }
    | {
        driver: 's3';
        endpoint?: string;
        region: string;
        bucket: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      };
  databaseUrl: string | undefined;
  databasePoolSize: number;
  storageQuotaBytes: number;
  sessionTtlSeconds: number;
  /** Operations per minute (GraphQL on every transport, authenticated REST): per token or session, per address. */
  operationBudget: { perMinute: number; perAddressPerMinute: number };
  logLevel: LogLevel;
  logFormat: LogFormat;
  trustProxy: boolean | number | string;
  registration: RegistrationMode;
  registrationsPerAddressPerHour: number;
  connections: ConnectionLimits;
  mail: { smtpUrl: string | undefined; from: string };
  /** Whether webhooks may target non-public addresses (WEBHOOK_ALLOW_PRIVATE). */
  webhookAllowPrivate: boolean;
  sso: SsoConfig;
}

/** An OpenID Connect provider people may sign in with. */
export interface SsoProvider {
  /** How Coffer names it in URLs (/api/auth/sso/<id>/…) and in linked identities. */
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's words: "Sign in with <label>". */
  label: string;
}

export interface SsoConfig {
  providers: SsoProvider[];
  /** PASSWORD_SIGN_IN: off, accounts sign in only through a provider. */
  passwordSignIn: boolean;
}

export interface ConnectionLimits {
  maxConnections: number;
  maxConnectionsPerAddress: number;
  maxPendingConnections: number;
  maxPendingConnectionsPerAddress: number;
  headersTimeoutSeconds: number;
}

export class ConfigurationError extends Error {}

export function validateEnvironment(raw: Record<string, unknown>): AppConfig {
  const env = plainToInstance(EnvironmentVariables, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, forbidUnknownValues: true });
  if (errors.length > 0) {
    const lines = errors.map(
      (e) => `  ${e.property}=${JSON.stringify(e.value)}: ${Object.values(e.constraints ?? {}).join('; ')}`,
    );
    throw new ConfigurationError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const sso = ssoConfig(env, raw);
  return {
    port: env.PORT,
    publicUrl,
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir: env.DATA_DIR,
    webDir: env.WEB_DIR,
    appSecret: env.APP_SECRET,
    metricsToken: env.METRICS_TOKEN,
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION,
    reaperIntervalSeconds: env.REAPER_INTERVAL_SECONDS,
    trashRetentionDays: env.TRASH_RETENTION_DAYS,
    shareAccessLogDays: env.SHARE_ACCESS_LOG_DAYS,
    changeFeedRetentionDays: env.CHANGE_FEED_RETENTION_DAYS,
    fileVersionsKeep: env.FILE_VERSIONS_KEEP,
    fileTypes: env.FILE_TYPES,
    uploadExpirySeconds: env.UPLOAD_EXPIRY_SECONDS,
    jobWorkers: env.JOB_WORKERS,
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET!,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local' },
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    storageQuotaBytes: env.STORAGE_QUOTA_BYTES,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    operationBudget: {
      perMinute: env.OPERATIONS_PER_MINUTE,
      perAddressPerMinute: env.OPERATIONS_PER_ADDRESS_PER_MINUTE,
    },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    registration: env.REGISTRATION,
    registrationsPerAddressPerHour: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    connections: {
      maxConnections: env.MAX_CONNECTIONS,
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
      maxPendingConnections: env.MAX_PENDING_CONNECTIONS,
      maxPendingConnectionsPerAddress: env.MAX_PENDING_CONNECTIONS_PER_ADDRESS,
      headersTimeoutSeconds: env.HEADERS_TIMEOUT_SECONDS,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `Coffer <no-reply@${new URL(publicUrl).hostname}>` },
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    sso,
  };
}

/** The providers SSO_PROVIDERS names, each from its own SSO_<ID>_* variables; every gap is one error. */
function ssoConfig(env: EnvironmentVariables, raw: Record<string, unknown>): SsoConfig {
  const ids = env.SSO_PROVIDERS ? [...new Set(env.SSO_PROVIDERS.split(','))] : [];
  const problems: string[] = [];
  const providers = ids.map((id) => {
    const prefix = `SSO_${id.toUpperCase().replace(/-/g, '_')}_`;
    const read = (name: string): string => {
      const value = raw[prefix + name];
      return typeof value === 'string' ? value.trim() : '';
    };
    const issuer = read('ISSUER');
    if (!/^https?:\/\/[^\s]+$/.test(issuer)) problems.push(`  ${prefix}ISSUER: the provider's issuer URL is required`);
    if (!read('CLIENT_ID')) problems.push(`  ${prefix}CLIENT_ID: required`);
    if (!read('CLIENT_SECRET')) problems.push(`  ${prefix}CLIENT_SECRET: required`);
    return {
      id,
      issuer,
      clientId: read('CLIENT_ID'),
      clientSecret: read('CLIENT_SECRET'),
      label: read('LABEL') || id,
    };
  });
  if (!env.PASSWORD_SIGN_IN && providers.length === 0)
    problems.push('  PASSWORD_SIGN_IN=false: needs SSO_PROVIDERS, or nobody could sign in');
  if (problems.length > 0) throw new ConfigurationError(`Invalid configuration:\n${problems.join('\n')}`);
  return { providers, passwordSignIn: env.PASSWORD_SIGN_IN };
}

function parseTrustProxy(value: string): boolean | number | string {
  const v = value.trim();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}
