import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  /** A way on (e.g. a button). */
  action?: ReactNode;
  testId?: string;
}

export function EmptyState({
  title,
  description,
  icon = <IconFiles size={26} aria-hidden="true" />,
  action,
  testId = 'empty-state',
}: EmptyStateProps) {
  return (
    <Stack align="center" gap={6} py="xl" px="md" ta="center" data-testid={testId}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {description}
      </Text>
      {action}
    </Stack>
  );
}
