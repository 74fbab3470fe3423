import { Badge, Group } from '@mantine/core';
import { IconLink, IconLock, IconShieldLock, IconUsers, IconWorld } from '@tabler/icons-react';
import type { FileItem } from '../../domain/file-item';
import { itemSharing, peopleLabel } from '../../domain/sharing';

type BadgeItem = Pick<FileItem, 'liveLinkScope' | 'sharedWithCount' | 'requiresPassword' | 'isNew' | 'encryption'>;

/** 'Shared', then how: 'Public link' or 'Restricted link', and the people it is shared with. */
export function SharingBadges({ item }: { item: BadgeItem }) {
  const sharing = itemSharing(item);
  if (!sharing.shared) return null;
  return (
    <>
      <Badge size="xs" variant="light" color="blue" tt="none">
        Shared
      </Badge>
      {sharing.link === 'public' && (
        <Badge
          size="xs"
          variant="light"
          color="teal"
          tt="none"
          leftSection={<IconWorld size={10} aria-hidden="true" />}
        >
          Public link
        </Badge>
      )}
      {sharing.link === 'restricted' && (
        <Badge
          size="xs"
          variant="light"
          color="grape"
          tt="none"
          leftSection={<IconLink size={10} aria-hidden="true" />}
        >
          Restricted link
        </Badge>
      )}
      {sharing.people > 0 && (
        <Badge
          size="xs"
          variant="light"
          color="indigo"
          tt="none"
          leftSection={<IconUsers size={10} aria-hidden="true" />}
          title={`Shared with ${peopleLabel(sharing.people)}`}
        >
          {peopleLabel(sharing.people)}
        </Badge>
      )}
    </>
  );
}

/** 'New', 'End-to-end encrypted' and a lock 'Password Protected', as they apply. */
export function StatusBadges({ item }: { item: BadgeItem }) {
  return (
    <>
      {item.encryption && (
        <Badge
          size="xs"
          variant="light"
          color="dark"
          tt="none"
          leftSection={<IconShieldLock size={10} aria-hidden="true" />}
          title={item.encryption === 'locked' ? 'End-to-end encrypted: its key is not in this browser' : undefined}
        >
          End-to-end encrypted
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
    </>
  );
}

/** Every badge of a card: the sharing ones, 'New' and 'Password Protected'. */
export function FileBadges({ item }: { item: BadgeItem }) {
  if (!itemSharing(item).shared && !item.isNew && !item.requiresPassword && !item.encryption) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="item-badges">
      <SharingBadges item={item} />
      <StatusBadges item={item} />
    </Group>
  );
}
