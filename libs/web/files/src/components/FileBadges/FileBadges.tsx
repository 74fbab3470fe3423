import { Badge, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FileItem } from '../../domain/file-item';

/** Spec §2: 'Shared', 'New' and a lock 'Password Protected', as they apply. */
export function FileBadges({ item }: { item: FileItem }) {
  const shared = item.sharedWithCount > 0;
  if (!shared && !item.isNew && !item.requiresPassword) return null;
  return (
    <Group gap={4} wrap="wrap">
      {shared && (
        <Badge size="xs" variant="light" color="blue" tt="none">
          Shared
        </Badge>
      )}
      {item.isNew && (
        <Badge size="xs" variant="filled" color="red" tt="none">
          New
        </Badge>
      )}
      {item.requiresPassword && (
        <Badge size="xs" variant="light" color="gray" tt="none" leftSection={<IconLock size={10} aria-hidden="true" />}>
          Password Protected
        </Badge>
      )}
    </Group>
  );
}
