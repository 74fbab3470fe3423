import { Alert, Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCloudLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ColorSchemeToggle, MAIN_CONTENT_ID, SkipLink } from '@coffer/web-ui';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** The authentication error, shown in the red box. */
  error: string | null;
  /** A notice for the person (e.g. 'Your password was changed'), shown in a green box. */
  notice?: ReactNode;
  children: ReactNode;
  /** Under the card (e.g. a link to the other screen); none when absent. */
  footer?: ReactNode;
}

/**
 * The frame of the login, signup and password screens: brand, heading, green notice, red error
 * box, form, footer link.
 */
export function AuthCard({ title, subtitle, error, notice, children, footer }: AuthCardProps) {
  return (
    <>
      <SkipLink />
      <Center
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        mih="100dvh"
        p="md"
        bg="var(--coffer-page)"
        pos="relative"
      >
        <Box w="100%" maw={420}>
          <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Coffer home">
            <Group justify="center" gap={8} mb="lg">
              <IconCloudLock size={32} stroke={1.8} color="var(--mantine-primary-color-filled)" aria-hidden="true" />
              <Text fw={800} fz={24}>
                Coffer
              </Text>
            </Group>
          </Anchor>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="md">
              <div>
                <Title order={1} fz={26} ta="center">
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm" ta="center" mt={4}>
                    {subtitle}
                  </Text>
                )}
              </div>
              {notice && (
                <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
                  {notice}
                </Alert>
              )}
              {error && (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                  {error}
                </Alert>
              )}
              {children}
            </Stack>
          </Paper>
          {footer && (
            <Text ta="center" size="sm" mt="md">
              {footer}
            </Text>
          )}
        </Box>
        {/* Last in the Tab order: the form comes first for a keyboard user. */}
        <Box pos="absolute" top={12} right={12}>
          <ColorSchemeToggle />
        </Box>
      </Center>
    </>
  );
}
