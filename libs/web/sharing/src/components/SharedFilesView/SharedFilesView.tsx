import { Badge, Group, Paper, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@coffer/web-data-access';
import { PageHeader, StorageBar, toast } from '@coffer/web-ui';
import {
  FileBrowser,
  TrashUsage,
  downloadItem,
  useFileViewer,
  useStorageUsage,
  type FileItem,
} from '@coffer/web-files';
import { SHARED_QUERIES_TO_REFRESH, useSharedWithMe, useUnseenSharesCount } from '../../hooks/useSharedWithMe';

/** Shared-view restrictions: what is blocked, with its informational toast. */
export const SHARED_VIEW_RESTRICTIONS = {
  share: 'Files shared with you cannot be shared again.',
  delete: 'Files shared with you cannot be deleted; only their owner can delete them.',
  rename: 'Files shared with you cannot be renamed.',
  move: 'Files shared with you cannot be moved.',
  createFolder: 'Folders cannot be created in Shared with Me.',
  navigate: 'Folder navigation is not available in Shared with Me.',
} as const;
export type SharedViewRestriction = keyof typeof SHARED_VIEW_RESTRICTIONS;

export function showSharedViewRestriction(action: SharedViewRestriction): void {
  toast({ title: 'View only', description: SHARED_VIEW_RESTRICTIONS[action] });
}

/** 'N new file(s)'. */
export function newFilesLabel(count: number): string {
  return `${count} new file(s)`;
}

// The server marks a file seen when its download starts; ask again shortly after.
const SEEN_REFRESH_DELAYS_MS = [1500, 4000];

/**
 * Shared With Me: every file others shared, 'New' until opened or downloaded, view and
 * download only. A password-protected link's file opens on its share page (contract U7).
 */
export function SharedFilesView() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { items, loading, failed } = useSharedWithMe();
  const unseen = useUnseenSharesCount();
  const storage = useStorageUsage();

  const refreshSeen = () => {
    for (const delay of SEEN_REFRESH_DELAYS_MS) {
      setTimeout(() => void client.refetchQueries({ include: SHARED_QUERIES_TO_REFRESH }), delay);
    }
  };
  const onDownload = (item: FileItem) => {
    if (item.requiresPassword && item.shareToken) {
      void navigate(`/share/${item.shareToken}`);
      return;
    }
    downloadItem(item);
    refreshSeen();
  };
  const viewer = useFileViewer(onDownload);
  // A file behind a password opens on its share page, where the password is asked; the viewer
  // moves through the others. Viewing a file reads it, which marks it seen.
  const onOpenFile = (file: FileItem, shown: readonly FileItem[]) => {
    if (file.requiresPassword && file.shareToken) {
      void navigate(`/share/${file.shareToken}`);
      return;
    }
    viewer.open(
      file,
      shown.filter((item) => !item.requiresPassword),
    );
    refreshSeen();
  };

  return (
    <>
      <PageHeader
        title="Shared with Me"
        description={
          <Group component="span" gap={8} wrap="wrap">
            <span>Files that others have shared with you</span>
            {unseen > 0 && (
              <Badge component="span" color="red" variant="light" tt="none" data-testid="new-files-count">
                {newFilesLabel(unseen)}
              </Badge>
            )}
          </Group>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <FileBrowser
            view="shared"
            items={items}
            loading={loading}
            failed={failed}
            onOpenFolder={() => showSharedViewRestriction('navigate')}
            onOpenFile={onOpenFile}
            actions={{
              onDownload,
              onShare: () => showSharedViewRestriction('share'),
              onRename: () => showSharedViewRestriction('rename'),
              onMove: () => showSharedViewRestriction('move'),
              onDelete: () => showSharedViewRestriction('delete'),
            }}
            onShareSelected={() => showSharedViewRestriction('share')}
            onDeleteSelected={() => showSharedViewRestriction('delete')}
            onCreateFolder={() => showSharedViewRestriction('createFolder')}
          />
        </Paper>
        {storage && (
          <StorageBar
            used={storage.used}
            total={storage.total}
            variant="bottom"
            footer={<TrashUsage bytes={storage.trashBytes} />}
          />
        )}
      </Stack>
      {viewer.element}
    </>
  );
}
