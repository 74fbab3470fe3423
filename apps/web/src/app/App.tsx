import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '@coffer/web-auth';
import { Toaster, cssVariablesResolver, theme } from '@coffer/web-ui';
import { router } from './router';
import type { AppServices } from './services';

/** Providers: Mantine > Apollo > auth > modals > toasts > router. */
export function App({ services }: { services: AppServices }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <ApolloProvider client={services.client}>
        <AuthProvider store={services.authStore}>
          <ModalsProvider>
            <Toaster />
            <RouterProvider router={router} />
          </ModalsProvider>
        </AuthProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
