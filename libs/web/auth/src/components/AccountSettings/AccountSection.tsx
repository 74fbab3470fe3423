import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of Settings › Account: a framed region named by its heading. */
export function AccountSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={id}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        {icon}
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}
