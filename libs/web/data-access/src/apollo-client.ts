import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldPolicy } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { clientBindingHeaders } from './client-binding';
import { createSessionExpiryLink } from './error-link';
import { createLiveConnection, graphqlWsUrl, registerLiveConnection, type LiveConnection } from './live-events';

/** Same origin as the web app (the server serves both). */
export const GRAPHQL_URI = '/api/graphql';

export interface CreateApolloClientOptions {
  /** Called on any UNAUTHORIZED error or HTTP 401, except operations flagged SKIP_SESSION_EXPIRY. */
  onUnauthorized: () => void;
  uri?: string;
  /** For tests: a fetch implementation. */
  fetch?: typeof fetch;
  /**
   * Subscriptions over graphql-ws: by default on ws(s)://<page origin><uri> when the browser has
   * WebSocket; `false` for none; or an explicit URL / WebSocket implementation (tests).
   */
  live?: false | { url?: string; webSocketImpl?: unknown };
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

/** The cache: the only store of server data. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          folder: mergedPages(['path', 'filter', 'search', 'sort', 'descending']),
          moveTargets: mergedPages(['search']),
          sharedWithMe: mergedPages([]),
          search: mergedPages(['query']),
          trash: mergedPages([]),
          fileRequests: mergedPages([]),
        },
      },
      FileRequest: { fields: { files: mergedPages([]) } },
      // Summaries without ids: replace them whole.
      DashboardSummary: { merge: false },
      StorageUsage: { merge: false },
      UnseenShares: { merge: false },
    },
  });
}

function liveConnectionFor(live: CreateApolloClientOptions['live'], uri: string): LiveConnection | undefined {
  if (live === false) return undefined;
  if (live?.url) return createLiveConnection({ url: live.url, webSocketImpl: live.webSocketImpl });
  if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return undefined;
  return createLiveConnection({ url: () => graphqlWsUrl(window.location, uri), webSocketImpl: live?.webSocketImpl });
}

const isSubscription = ({ query }: ApolloLink.Operation) => isSubscriptionOperation(query);

/**
 * The web app's Apollo client: queries and mutations over HTTP (session cookie, same origin),
 * subscriptions over graphql-ws on the same origin; the session-expiry rule applied to both.
 */
export function createApolloClient({
  onUnauthorized,
  uri = GRAPHQL_URI,
  fetch,
  live,
}: CreateApolloClientOptions): ApolloClient {
  const http = new HttpLink({
    uri,
    credentials: 'same-origin',
    // This origin's value, the same in every tab: sessions the app signs in are bound to it.
    headers: clientBindingHeaders(),
    ...(fetch ? { fetch } : {}),
  });
  const connection = liveConnectionFor(live, uri);
  const client = new ApolloClient({
    link: ApolloLink.from([
      createSessionExpiryLink(onUnauthorized),
      connection ? ApolloLink.split(isSubscription, connection.link, http) : http,
    ]),
    cache: createCache(),
  });
  if (connection) registerLiveConnection(client, connection);
  return client;
}
