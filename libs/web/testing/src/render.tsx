import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MantineProvider } from '@mantine/core';
import { render as rtlRender, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '@coffer/web-ui';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial location of the in-memory router. */
  route?: string | { pathname: string; state?: unknown };
  /** GraphQL responses for Apollo's MockedProvider. */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Extra providers inside Mantine, Apollo and the router (e.g. an auth store). */
  wrapper?: (props: { children: ReactNode }) => ReactNode;
}

/**
 * Renders through the app's providers: Mantine with the app theme (env="test": no transitions,
 * no portals), Apollo's MockedProvider and a MemoryRouter. Returns a user-event instance too.
 */
export function render(
  ui: ReactElement,
  { route = '/', mocks = [], wrapper: Extra, ...options }: RenderWithProvidersOptions = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[route]}>{Extra ? <Extra>{children}</Extra> : children}</MemoryRouter>
        </MockedProvider>
      </MantineProvider>
    );
  }
  return { ...rtlRender(ui, { wrapper: Providers, ...options }), user };
}
