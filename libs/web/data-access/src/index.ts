export { createApolloClient, GRAPHQL_URI, type CreateApolloClientOptions } from './apollo-client';
export {
  SKIP_SESSION_EXPIRY,
  createSessionExpiryLink,
  errorCodeOf,
  isUnauthorizedError,
  serverMessageOf,
} from './error-link';
export { graphql } from './gql';
export * from './gql/graphql';
