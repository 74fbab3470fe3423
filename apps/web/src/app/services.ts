import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter } from 'react-router';
import { createAuthStore, createGraphqlAuthApi, type AuthStore } from '@coffer/web-auth';
import { closeLiveEvents, createApolloClient } from '@coffer/web-data-access';
import { prefetchFolderOf } from '@coffer/web-files/prefetch';
import { firstScreenUser, seedFirstScreen, type FirstScreenState } from './first-screen';
import { routes } from './router';

export interface AppServices {
  client: ApolloClient;
  authStore: AuthStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * The app's long-lived objects: the Apollo client, whose session-expiry rule signs the user out
 * of the auth store, the auth store and the router. Signing out closes the client's live-events
 * socket.
 * - A page the server rendered brings the answers it was built from (`firstScreen`): the store
 *   starts signed in as that user, the cache holds the answers, and the router is made first,
 *   as nothing else needs the network.
 * - Otherwise the session fetch starts right away, with the first page of the folder the address
 *   names, if any; the router comes last, as it asks at once for the chunks of the route the
 *   address names (dozens of requests), and the data requests must not queue behind them for the
 *   browser's few connections to the server.
 */
export function createAppServices(firstScreen: FirstScreenState | null = null): AppServices {
  let authStore: AuthStore | undefined;
  const client = createApolloClient({ onUnauthorized: () => authStore?.getState().expireSession() });
  const signedIn = firstScreen ? firstScreenUser(firstScreen) : null;
  authStore = createAuthStore(createGraphqlAuthApi(client), signedIn ?? undefined);
  // Signed out (Logout, session expired): the live-events socket closes with the session.
  authStore.subscribe((state, previous) => {
    if (previous.isAuthenticated && !state.isAuthenticated) closeLiveEvents(client);
  });
  if (firstScreen && signedIn) {
    const router = createBrowserRouter(routes);
    seedFirstScreen(client, firstScreen);
    return { client, authStore, router };
  }
  void authStore.getState().fetchSession();
  prefetchFolderOf(client, window.location.pathname);
  return { client, authStore, router: createBrowserRouter(routes) };
}

/** Resolves once the router has loaded the code of the route the address names. */
export function whenRouterReady(router: AppServices['router']): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
