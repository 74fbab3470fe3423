import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '@coffer/web-ui';
import { Outlet } from 'react-router';
import { AppHeader } from '../AppHeader/AppHeader';
import { VerifyEmailBanner } from '../VerifyEmailBanner/VerifyEmailBanner';

export interface AuthenticatedLayoutProps {
  /** Unseen shared files for the header's 'Shared with Me' badge (0 hides it). */
  unseenSharedCount?: number;
  children?: ReactNode;
}

/**
 * The signed-in layout: sticky header and the main content area, with the 'confirm your
 * e-mail address' banner on top while the address is unconfirmed.
 */
export function AuthenticatedLayout({ unseenSharedCount = 0, children }: AuthenticatedLayoutProps) {
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'sm', sm: 'md' }}>
      <SkipLink />
      <AppShell.Header>
        <AppHeader unseenSharedCount={unseenSharedCount} />
      </AppShell.Header>
      <AppShell.Main bg="var(--coffer-page)" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container size="xl" px={{ base: 0, sm: 'md' }} py={{ base: 'xs', sm: 'md' }}>
          <VerifyEmailBanner />
          {children ?? <Outlet />}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
