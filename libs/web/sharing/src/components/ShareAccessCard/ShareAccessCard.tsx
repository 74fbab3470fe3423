import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The card every state of the share access page is shown in. */
export function ShareAccessCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} mx={{ base: 'xs', sm: 0 }}>
      {children}
    </Paper>
  );
}

/** 'Go to Dashboard', on every state of the share page. */
export function GoToDashboardButton() {
  return (
    <Button component={Link} to="/dashboard" variant="default">
      Go to Dashboard
    </Button>
  );
}

/** A share link without a token. */
export function InvalidShareLink() {
  return (
    <ShareAccessCard>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <IconLinkOff size={30} aria-hidden="true" />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Invalid Link
        </Title>
        <GoToDashboardButton />
      </Stack>
    </ShareAccessCard>
  );
}

/** While the shared file is being looked up. */
export function ShareAccessLoading() {
  return (
    <ShareAccessCard>
      <Center py="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text c="dimmed">Loading...</Text>
        </Stack>
      </Center>
    </ShareAccessCard>
  );
}
