import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '@coffer/web-ui';
import { Outlet } from 'react-router';
import { useRefreshSessionWhenVisible } from '../../hooks/useRefreshSessionWhenVisible';
import { AppHeader } from '../AppHeader/AppHeader';

/**
 * The frame of public pages (the share page): the same header, which offers 'Login' and
 * 'Signup' to visitors; the user is re-fetched whenever the tab becomes visible.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  useRefreshSessionWhenVisible();
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'sm', sm: 'md' }}>
      <SkipLink />
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main bg="var(--coffer-page)" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size="sm" px={0} py={{ base: 'md', sm: 'xl' }}>
          {children ?? <Outlet />}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
