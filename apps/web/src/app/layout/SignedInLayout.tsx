import { AppShell, Container } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';
import { VerifyEmailBanner } from '@coffer/web-auth';
import { GlobalSearch, useLiveFileEvents } from '@coffer/web-files';
import { useUnseenSharesCount } from '@coffer/web-sharing';
import { MAIN_CONTENT_ID, SkipLink } from '@coffer/web-ui';
import { AppHeader } from './AppHeader/AppHeader';

/**
 * The signed-in layout: sticky header with the unseen-shares badge, kept live by the
 * shareReceived subscription (polled every 60 s only while the socket is down), and the
 * itemsChanged subscription that refreshes the folder on screen. Above every signed-in screen sit
 * the 'confirm your e-mail address' banner (while the address is unconfirmed) and the
 * account-wide search. The confirmation dialogs (Delete) are opened only from here, so their
 * provider loads with this layout rather than with the first screen.
 */
export function SignedInLayout() {
  useLiveFileEvents();
  const unseen = useUnseenSharesCount();
  return (
    <ModalsProvider>
      <AppShell header={{ height: 60 }} padding={{ base: 'sm', sm: 'md' }}>
        <SkipLink />
        <AppShell.Header>
          <AppHeader unseenSharedCount={unseen} />
        </AppShell.Header>
        <AppShell.Main bg="var(--coffer-page)" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Container size="xl" px={{ base: 0, sm: 'md' }} py={{ base: 'xs', sm: 'md' }}>
            <VerifyEmailBanner />
            <GlobalSearch />
            <Outlet />
          </Container>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
