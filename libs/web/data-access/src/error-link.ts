import { ApolloLink, CombinedGraphQLErrors, ServerError, ServerParseError, type ErrorLike } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import type { ErrorCode } from '@coffer/shared-contracts';
import { UserErrorsError } from './user-errors';

const UNAUTHORIZED: ErrorCode = 'UNAUTHORIZED';

/**
 * Operation context flag that exempts one operation from the session-expiry rule: the session
 * fetch at start, where a failure only means "not signed in".
 */
export const SKIP_SESSION_EXPIRY = 'skipSessionExpiry';

let unauthorizedHandler: (() => void) | null = null;

/**
 * Applies the session-expiry rule to a 401 answered outside GraphQL (the REST upload), through
 * the handler of the app's Apollo client.
 */
export function reportUnauthorized(): void {
  unauthorizedHandler?.();
}

/** An UNAUTHORIZED GraphQL error or an HTTP 401 answer. */
export function isUnauthorizedError(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.['code'] === UNAUTHORIZED);
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode === 401;
  return false;
}

/** The extensions.code of the first GraphQL error (or user error), if any. */
export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof UserErrorsError) return error.userErrors[0]?.code;
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

const RATE_LIMITED: ErrorCode = 'RATE_LIMITED';

/**
 * Seconds to wait before asking again when the server refused a call because its request budget
 * is spent (429 `RATE_LIMITED`, whether the answer came as GraphQL errors or as an HTTP error);
 * null for any other failure. The server's `retryAfter` when it gave one, else one second.
 */
export function rateLimitRetryAfter(error: unknown): number | null {
  let extensions: Record<string, unknown> | undefined;
  if (CombinedGraphQLErrors.is(error)) {
    extensions = error.errors.find((e) => e.extensions?.['code'] === RATE_LIMITED)?.extensions;
    if (!extensions) return null;
  } else if (ServerError.is(error) && error.statusCode === 429) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { extensions?: Record<string, unknown> }[] };
      extensions = body.errors?.[0]?.extensions;
    } catch {
      // Not the server's JSON (a proxy's page): the default wait.
    }
  } else return null;
  const seconds = extensions?.['retryAfter'];
  return typeof seconds === 'number' && seconds > 0 ? seconds : 1;
}

/** The message the server gave (first GraphQL error or user error), if any. */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof UserErrorsError) return error.message;
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const message = error.errors[0]?.message;
  return message ? message : undefined;
}

/**
 * On any 401 response from any call: calls `onUnauthorized` (which clears the session
 * and shows 'Session expired. Please login again.') before the caller's own error handling runs.
 */
export function createSessionExpiryLink(onUnauthorized: () => void): ApolloLink {
  unauthorizedHandler = onUnauthorized;
  return new ErrorLink(({ error, operation }) => {
    if (operation.getContext()[SKIP_SESSION_EXPIRY] === true) return;
    if (isUnauthorizedError(error)) onUnauthorized();
  });
}
