import type { GraphQLFormattedError } from 'graphql';
import { isErrorCode } from '@coffer/shared-contracts';

// Apollo's own codes for a malformed operation; integrators get them as VALIDATION_ERROR.
const OPERATION_ERRORS = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * Every GraphQL error leaves with `extensions.code` from the shared code list and
 * `extensions.statusCode`; anything unexpected is masked (its details were logged by the filter).
 */
export function formatGraphqlError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const ext = formatted.extensions ?? {};
  const code = ext['code'];
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
  if (isErrorCode(code)) {
    const headers = (ext['headers'] ?? {}) as Record<string, string>;
    const retryAfter = headers['Retry-After'];
    return {
      ...base,
      extensions: { code, statusCode: ext['statusCode'], ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}) },
    };
  }
  if (typeof code === 'string' && OPERATION_ERRORS.has(code)) {
    return { ...base, extensions: { code: 'VALIDATION_ERROR', statusCode: 400 } };
  }
  return {
    message: 'Something went wrong on our side. Please try again.',
    path: formatted.path,
    extensions: { code: 'INTERNAL_ERROR', statusCode: 500 },
  };
}
