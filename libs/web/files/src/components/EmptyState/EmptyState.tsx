import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';

export function EmptyState({ title, description }: { title: string; description: string }) {
  return (
    <Stack align="center" gap={6} py="xl" px="md" ta="center" data-testid="empty-state">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconFiles size={26} aria-hidden="true" />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}
