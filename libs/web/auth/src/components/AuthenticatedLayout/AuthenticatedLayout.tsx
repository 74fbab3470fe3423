import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '../AppHeader/AppHeader';

export interface AuthenticatedLayoutProps {
  /** Unseen shared files for the header's 'Shared with Me' badge (0 hides it). */
  unseenSharedCount?: number;
  children?: ReactNode;
}

/** Spec §2 authenticated layout: sticky header and the main content area. */
export function AuthenticatedLayout({ unseenSharedCount = 0, children }: AuthenticatedLayoutProps) {
  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'sm', sm: 'md' }}>
      <AppShell.Header>
        <AppHeader unseenSharedCount={unseenSharedCount} />
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size="xl" px={{ base: 0, sm: 'md' }} py={{ base: 'xs', sm: 'md' }}>
          {children ?? <Outlet />}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
