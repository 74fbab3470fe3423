import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldPolicy } from '@apollo/client';
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

interface Page {
  edges: readonly unknown[];
}

/**
 * Cursor connections whose pages are fetched one after another (`after` = the previous
 * endCursor) and merged into one cached list; a request without `after` starts the list over.
 */
function mergedPages(keyArgs: string[]): FieldPolicy<Page> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.['after']) return incoming;
      return { ...incoming, edges: [...existing.edges, ...incoming.edges] };
    },
  };
}

/** The cache: the only store of server data (style guide §5). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          folder: mergedPages(['path', 'filter', 'search', 'sort', 'descending']),
          moveTargets: mergedPages(['search']),
          sharedWithMe: mergedPages([]),
        },
      },
      // Summaries without ids: replace them whole.
      DashboardSummary: { merge: false },
      StorageUsage: { merge: false },
      UnseenShares: { merge: false },
    },
  });
}

/** The web app's Apollo client: session cookie sent same-origin, the session-expiry rule applied. */
export function createApolloClient({ onUnauthorized, uri = GRAPHQL_URI, fetch }: CreateApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createSessionExpiryLink(onUnauthorized),
      new HttpLink({ uri, credentials: 'same-origin', ...(fetch ? { fetch } : {}) }),
    ]),
    cache: createCache(),
  });
}
