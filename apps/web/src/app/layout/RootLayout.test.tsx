import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '@coffer/web-auth';
import { theme } from '@coffer/web-ui';
import { authStoreFor } from '@coffer/web-auth/testing';
import { RootLayout } from './RootLayout';

describe(RootLayout.name, () => {
  it("shows a progress bar while the next screen's code loads, and removes it once the screen shows", async () => {
    let arrive: (module: { Component: ComponentType }) => void = () => undefined;
    const router = createMemoryRouter([
      {
        element: <RootLayout />,
        children: [
          { index: true, element: <h1>Here</h1> },
          { path: 'next', lazy: () => new Promise((resolve) => (arrive = resolve)) },
        ],
      },
    ]);
    render(
      <MantineProvider theme={theme} env="test">
        <AuthProvider store={authStoreFor(null)}>
          <RouterProvider router={router} />
        </AuthProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Here' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    let navigation: Promise<void> = Promise.resolve();
    act(() => {
      navigation = router.navigate('/next');
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading the next screen' })).toBeInTheDocument();
    // The current screen stays up meanwhile.
    expect(screen.getByRole('heading', { name: 'Here' })).toBeInTheDocument();

    await act(async () => {
      arrive({ Component: () => <h1>There</h1> });
      await navigation;
    });
    expect(screen.getByRole('heading', { name: 'There' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
