import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { useRefreshSessionWhenVisible } from '@coffer/web-auth';
import { MAIN_CONTENT_ID, SkipLink } from '@coffer/web-ui';
import { AppHeader } from './AppHeader/AppHeader';

/**
 * The frame of public pages (the share page, Not found): the same header, which offers 'Login'
 * and 'Signup' to visitors; the user is re-fetched whenever the tab becomes visible.
 */
export function PublicLayout() {
  useRefreshSessionWhenVisible();
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'sm', sm: 'md' }}>
      <SkipLink />
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main bg="var(--coffer-page)" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size="sm" px={0} py={{ base: 'md', sm: 'xl' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
