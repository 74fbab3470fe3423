import { Card, Checkbox, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { formatDate, formatFileSize } from '@coffer/web-ui';
import type { FileItem } from '../../domain/file-item';
import { screenful, useRenderedCount } from '../../hooks/useRenderedCount';
import { FileBadges } from '../FileBadges/FileBadges';
import { FileItemMenu, type FileItemActions } from '../FileItemMenu/FileItemMenu';
import { FileThumbnail } from '../FileThumbnail/FileThumbnail';
import { FolderLink } from '../FolderLink/FolderLink';
import classes from './FileGrid.module.css';

export interface FileViewProps {
  items: readonly FileItem[];
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (id: string) => void;
  onOpenFolder: (folder: FileItem) => void;
  /** Opens a file in the viewer (its name and thumbnail become buttons); absent: no viewer. */
  onOpenFile?: (file: FileItem) => void;
  /** The address of a folder: folder names become real links (new tab, copy link). */
  folderHref?: (folder: FileItem) => string;
  actions: FileItemActions;
  sharedView: boolean;
  /** An item about to be scrolled to: rendered at once however far down it is. */
  revealId?: string | null;
}

/**
 * Grid: 2 to 6 columns of cards. Clicking a folder card enters the folder; clicking a file's
 * name or thumbnail opens it in the viewer, and the rest of a file card toggles its selection
 * (keyboard users use the checkbox and the name buttons). A long folder renders its first
 * screenful of cards first and the rest right after (`useRenderedCount`).
 */
export function FileGrid({
  items,
  selectedIds,
  onToggleSelect,
  onOpenFolder,
  onOpenFile,
  folderHref,
  actions,
  sharedView,
  revealId,
}: FileViewProps) {
  // Six columns at most; a card is over 200 px high.
  const [first] = useState(() => screenful(6, 200));
  const shown = useRenderedCount(items.length, first, revealId ? items.findIndex((item) => item.id === revealId) : -1);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5, xl: 6 }} spacing="sm" verticalSpacing="sm">
      {items.slice(0, shown).map((item) => {
        const selected = selectedIds.has(item.id);
        const isFolder = item.type === 'folder';
        return (
          <Card
            key={item.id}
            withBorder
            padding="sm"
            radius="md"
            className={classes.card}
            data-selected={selected || undefined}
            data-testid="file-card"
            data-item-id={item.databaseId}
            onClick={() => (isFolder ? onOpenFolder(item) : onToggleSelect(item.id))}
          >
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Checkbox
                size="xs"
                aria-label={`Select ${item.name}`}
                checked={selected}
                onChange={() => onToggleSelect(item.id)}
                onClick={(event) => event.stopPropagation()}
              />
              <FileItemMenu item={item} sharedView={sharedView} actions={actions} />
            </Group>
            {!isFolder && onOpenFile ? (
              <UnstyledButton
                className={classes.thumb}
                aria-label={`Preview ${item.name}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpenFile(item);
                }}
              >
                <FileThumbnail item={item} size="large" iconSize={44} />
              </UnstyledButton>
            ) : (
              <div className={classes.thumb}>
                <FileThumbnail item={item} size="large" iconSize={44} />
              </div>
            )}
            <Stack gap={2}>
              {isFolder && folderHref ? (
                <FolderLink
                  href={folderHref(item)}
                  onOpen={() => onOpenFolder(item)}
                  data-testid="item-name"
                  className={classes.name}
                  title={item.name}
                  c="inherit"
                >
                  {item.name}
                </FolderLink>
              ) : isFolder || onOpenFile ? (
                <UnstyledButton
                  data-testid="item-name"
                  className={classes.name}
                  title={item.name}
                  onClick={(event) => {
                    event.stopPropagation();
                    if (isFolder) onOpenFolder(item);
                    else onOpenFile?.(item);
                  }}
                >
                  {item.name}
                </UnstyledButton>
              ) : (
                <Text className={classes.name} title={item.name} data-testid="item-name">
                  {item.name}
                </Text>
              )}
              {isFolder ? (
                <Text size="xs" c="dimmed">
                  Created: {formatDate(item.createdAt)}
                </Text>
              ) : (
                <>
                  <Text size="xs" c="dimmed">
                    Size: {formatFileSize(item.size)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Uploaded: {formatDate(item.createdAt)}
                  </Text>
                </>
              )}
              <FileBadges item={item} />
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
