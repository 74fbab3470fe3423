import { HttpException } from '@nestjs/common';
import { isErrorCode, type ErrorCode } from '@coffer/shared-contracts';
import { DomainError } from './domain-error';
import { codeForStatus, ERROR_HTTP_STATUS } from './error-map';

export interface ErrorPayload {
  status: number;
  code: ErrorCode;
  message: string;
  headers: Record<string, string>;
  /** True when the cause is unexpected and must be logged with its stack. */
  unexpected: boolean;
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

// Connection-level failures of PostgreSQL: report 503 + Retry-After, never 500 (docs/security.md, Availability).
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const DB_UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Connection is not established/i,
  /Driver not Connected/i,
  /not queryable/i,
  /terminating connection/i,
  /the database system is (starting up|shutting down|in recovery)/i,
];

// TypeORM's own errors when the connection under a transaction died mid-way.
const DB_UNAVAILABLE_NAMES = new Set([
  'QueryRunnerProviderAlreadyReleasedError',
  'QueryRunnerAlreadyReleasedError',
  'ConnectionIsNotSetError',
  'CannotConnectAlreadyConnectedError',
]);

// PostgreSQL's data exceptions (class 22): the input itself cannot be stored or read as the type
// asked for. Input validation refuses these earlier; should one slip through, the client still
// gets a 400 naming no internals, not a 500.
const DB_DATA_ERROR_MESSAGE =
  'The request contains a value that cannot be stored (for example a NUL character or text in a number field).';

function isDatabaseDataError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code ?? (error as { driverError?: { code?: unknown } }).driverError?.code;
  return typeof code === 'string' && code.length === 5 && code.startsWith('22');
}

function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (DB_UNAVAILABLE_NAMES.has(error.name) || DB_UNAVAILABLE_NAMES.has(error.constructor.name)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && DB_UNAVAILABLE_CODES.has(code)) return true;
  const cause = (error as { driverError?: unknown }).driverError;
  if (cause && cause !== error && isDatabaseUnavailable(cause)) return true;
  // Node's connect() reports every address it tried in an AggregateError.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return DB_UNAVAILABLE_MESSAGES.some((re) => re.test(error.message));
}

/** Reduces any thrown value to the one error shape both transports answer with. */
export function toErrorPayload(error: unknown): ErrorPayload {
  if (error instanceof DomainError) {
    return {
      status: error.httpStatus ?? ERROR_HTTP_STATUS[error.code],
      code: error.code,
      message: error.message,
      headers: error.headers,
      unexpected: false,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    const explicit = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    const code = isErrorCode(explicit) ? explicit : codeForStatus(status);
    return { status, code, message: httpMessage(status, body), headers: {}, unexpected: status >= 500 };
  }
  // Errors raised by Express body parsers carry a status (e.g. 400 malformed JSON, 413 too large).
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof status === 'number' && status >= 400 && status < 500 && typeof type === 'string') {
    const code = codeForStatus(status);
    return { status, code, message: bodyParserMessage(status), headers: {}, unexpected: false };
  }
  if (isDatabaseDataError(error)) {
    return { status: 400, code: 'VALIDATION_ERROR', message: DB_DATA_ERROR_MESSAGE, headers: {}, unexpected: false };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: UNAVAILABLE_MESSAGE,
      headers: { 'Retry-After': '5' },
      unexpected: true,
    };
  }
  return { status: 500, code: 'INTERNAL_ERROR', message: INTERNAL_MESSAGE, headers: {}, unexpected: true };
}

function httpMessage(status: number, body: string | object): string {
  if (status >= 500) return INTERNAL_MESSAGE;
  const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
  // ValidationPipe answers with an array; clients show `message` as text, so keep the first.
  const first: unknown = Array.isArray(raw) ? raw[0] : raw;
  if (status === 404) return 'Not found.';
  return typeof first === 'string' && first.length > 0 ? sentence(first) : defaultMessage(status);
}

function bodyParserMessage(status: number): string {
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'Unsupported content type.';
  return 'The request body could not be read.';
}

function defaultMessage(status: number): string {
  switch (status) {
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden.';
    case 429:
      return 'Too many requests. Please try again later.';
    default:
      return 'Invalid request.';
  }
}

function sentence(text: string): string {
  const t = text.trim();
  const upper = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(upper) ? upper : `${upper}.`;
}
