import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Any path outside the app's routes: 'Not found' inside the layout, with a way home. */
export default function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>Not found</Title>
      <Text c="dimmed">There is nothing at this address. It may have been mistyped or moved.</Text>
      <Button component={Link} to="/" leftSection={<IconHome size={16} aria-hidden="true" />}>
        Go to the home page
      </Button>
    </Stack>
  );
}
