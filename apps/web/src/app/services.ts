import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter } from 'react-router';
import { createAuthStore, createGraphqlAuthApi, type AuthStore } from '@coffer/web-auth';
import { closeLiveEvents, createApolloClient } from '@coffer/web-data-access';
import { prefetchFolderOf } from '@coffer/web-files/prefetch';
import { routes } from './router';

export interface AppServices {
  client: ApolloClient;
  authStore: AuthStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * The app's long-lived objects: the Apollo client, whose session-expiry rule signs the user out
 * of the auth store, the auth store, whose session fetch starts right away (with the first page of
 * the folder the address names, if any), and the router. Signing out closes the client's
 * live-events socket. The router comes last: it asks at once for the chunks of the route the
 * address names (dozens of requests), and the data requests must not queue behind them for the
 * browser's few connections to the server.
 */
export function createAppServices(): AppServices {
  let authStore: AuthStore | undefined;
  const client = createApolloClient({ onUnauthorized: () => authStore?.getState().expireSession() });
  authStore = createAuthStore(createGraphqlAuthApi(client));
  // Signed out (Logout, session expired): the live-events socket closes with the session.
  authStore.subscribe((state, previous) => {
    if (previous.isAuthenticated && !state.isAuthenticated) closeLiveEvents(client);
  });
  void authStore.getState().fetchSession();
  prefetchFolderOf(client, window.location.pathname);
  return { client, authStore, router: createBrowserRouter(routes) };
}
