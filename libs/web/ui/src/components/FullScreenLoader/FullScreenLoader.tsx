import { Center, Loader, Stack, Text } from '@mantine/core';

/** The full-screen spinner with 'Loading...' shown while authentication is loading. */
export function FullScreenLoader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
