export { createApolloClient, createCache } from './apollo-client';
export { clientBinding, clientBindingHeaders } from './client-binding';
export {
  SKIP_SESSION_EXPIRY,
  errorCodeOf,
  rateLimitRetryAfter,
  reportUnauthorized,
  serverMessageOf,
} from './error-link';
export { closeLiveEvents, liveConnectionOf, useLiveStatus } from './live-events';
export { payloadResult, UserErrorsError } from './user-errors';
/** Typed GraphQL documents: feature libs write their operations with this (codegen types them). */
export { graphql } from './gql';
// The generated types and documents other libs name directly.
export type {
  AccessTokenFieldsFragment,
  FileRequestCreateInput,
  FileRequestFieldsFragment,
  FileRequestFileFieldsFragment,
  FileRequestState,
  FileRequestUpdateInput,
  FolderPageQuery,
  ItemFieldsFragment,
  ItemSearchQuery,
  SessionsQuery,
  SignInMethod,
  ShareAccessMutation,
  ShareLinkFieldsFragment,
  TokenScope,
  WebhookEventType,
  WebhookFieldsFragment,
} from './gql/graphql';
export { UnseenSharesDocument } from './gql/graphql';
/** The client type, for feature libs that take the app's client (they import Apollo only through here). */
export type { ApolloClient } from '@apollo/client';
/** Apollo's React hooks, for feature libs (which import Apollo only through here). */
export { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
export {
  forgetEncryptedFileKey,
  forgetEncryptedUploadSecret,
  loadAllEncryptedFileKeys,
  loadAllEncryptedUploadSecrets,
  loadEncryptedFileKey,
  loadEncryptedUploadSecret,
  saveEncryptedFileKey,
  saveEncryptedUploadSecret,
  type EncryptedFileKey,
  type EncryptedUploadSecret,
} from './encrypted-file-keys';
