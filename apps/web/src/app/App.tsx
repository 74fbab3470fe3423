import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider, type AuthStore } from '@coffer/web-auth';
import { Toaster, cssVariablesResolver, theme } from '@coffer/web-ui';
import type { AppServices } from './services';

/**
 * Providers: Mantine > Apollo > auth > toasts > the router given (the signed-in layout adds the
 * modals). The browser's router and the server's static one share them.
 */
export function AppProviders({
  client,
  authStore,
  children,
}: {
  client: ApolloClient;
  authStore: AuthStore;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <ApolloProvider client={client}>
        <AuthProvider store={authStore}>
          <Toaster />
          {children}
        </AuthProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}

export function App({ services }: { services: AppServices }) {
  return (
    <AppProviders client={services.client} authStore={services.authStore}>
      <RouterProvider router={services.router} />
    </AppProviders>
  );
}
