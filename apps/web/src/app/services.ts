import type { ApolloClient } from '@apollo/client';
import { createAuthStore, createGraphqlAuthApi, type AuthStore } from '@coffer/web-auth';
import { closeLiveEvents, createApolloClient } from '@coffer/web-data-access';
import { prefetchFolderOf } from '@coffer/web-files/prefetch';

export interface AppServices {
  client: ApolloClient;
  authStore: AuthStore;
}

/**
 * The app's long-lived objects: the Apollo client, whose session-expiry rule signs the user out
 * of the auth store, and the auth store, whose session fetch starts right away (with the first
 * page of the folder the address names, if any). Signing out closes the client's live-events socket.
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
  return { client, authStore };
}
