import { MantineProvider } from '@mantine/core';
import { render as rtlRender, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../theme/theme';

/**
 * Renders under Mantine with the app theme (env="test": no transitions, no portals). The ui lib's
 * own tests use this rather than @coffer/web-testing, which builds on this lib.
 */
export function render(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
  return { ...rtlRender(ui, { wrapper, ...options }), user };
}
