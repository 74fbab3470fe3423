import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '@coffer/web-auth';
import { Toaster, cssVariablesResolver, theme } from '@coffer/web-ui';
import type { AppServices } from './services';

/** Providers: Mantine > Apollo > auth > toasts > router (the signed-in layout adds the modals). */
export function App({ services }: { services: AppServices }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <ApolloProvider client={services.client}>
        <AuthProvider store={services.authStore}>
          <Toaster />
          <RouterProvider router={services.router} />
        </AuthProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
