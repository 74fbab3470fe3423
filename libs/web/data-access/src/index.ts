export { createApolloClient, createCache, GRAPHQL_URI, type CreateApolloClientOptions } from './apollo-client';
export {
  SKIP_SESSION_EXPIRY,
  createSessionExpiryLink,
  errorCodeOf,
  isUnauthorizedError,
  serverMessageOf,
} from './error-link';
export { graphql } from './gql';
export * from './gql/graphql';
/** The client type, for feature libs that take the app's client (they import Apollo only through here). */
export type { ApolloClient } from '@apollo/client';
export { reportUnauthorized } from './error-link';
/** Apollo's React hooks, for feature libs (which import Apollo only through here). */
export { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
export {
  LIVE_RETRY_BASE_MS,
  LIVE_RETRY_MAX_MS,
  closeLiveEvents,
  createLiveConnection,
  graphqlWsUrl,
  liveConnectionOf,
  liveRetryDelayMs,
  shouldRetryLive,
  useLiveStatus,
  type LiveConnection,
  type LiveStatus,
} from './live-events';
