import { GraphQLError } from 'graphql';
import type { ErrorPayload } from './error-payload';

/** A GraphQL error carrying the code, status and headers of an error payload (see format-error.ts). */
export function graphqlErrorOf(payload: ErrorPayload): GraphQLError {
  return new GraphQLError(payload.message, {
    extensions: { code: payload.code, statusCode: payload.status, headers: payload.headers },
  });
}
