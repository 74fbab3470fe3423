import { Anchor } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { formatFileSize } from '@coffer/web-ui';
import { trashUrl } from '../../domain/folder-url';

export interface TrashUsageProps {
  /** Bytes of the user's files in the trash; nothing shows for none. */
  bytes: number | null | undefined;
}

/** 'Trash: 12.3 MB', linking to the Trash screen: deleted files still take space until purged. */
export function TrashUsage({ bytes }: TrashUsageProps) {
  const { pathname } = useLocation();
  if (!bytes || bytes <= 0) return null;
  return (
    <Anchor
      component={Link}
      to={trashUrl(pathname)}
      size="sm"
      c="dimmed"
      underline="always"
      data-testid="trash-usage"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
    >
      <IconTrash size={14} aria-hidden="true" />
      Trash: {formatFileSize(bytes)}
    </Anchor>
  );
}
