import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createSessionExpiryLink } from './error-link';

/** Same origin as the web app (the server serves both). */
export const GRAPHQL_URI = '/api/graphql';

export interface CreateApolloClientOptions {
  /** Called on any UNAUTHORIZED error or HTTP 401, except operations flagged SKIP_SESSION_EXPIRY. */
  onUnauthorized: () => void;
  uri?: string;
  /** For tests: a fetch implementation. */
  fetch?: typeof fetch;
}

/** The web app's Apollo client: session cookie sent same-origin, the session-expiry rule applied. */
export function createApolloClient({ onUnauthorized, uri = GRAPHQL_URI, fetch }: CreateApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createSessionExpiryLink(onUnauthorized),
      new HttpLink({ uri, credentials: 'same-origin', ...(fetch ? { fetch } : {}) }),
    ]),
    cache: new InMemoryCache(),
  });
}
