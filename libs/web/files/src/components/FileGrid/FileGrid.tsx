import { Card, Checkbox, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDate, formatFileSize } from '@coffer/web-ui';
import type { FileItem } from '../../domain/file-item';
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
}

/**
 * Grid: 2 to 6 columns of cards. Clicking a folder card enters the folder; clicking a file's
 * name or thumbnail opens it in the viewer, and the rest of a file card toggles its selection
 * (keyboard users use the checkbox and the name buttons).
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
}: FileViewProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5, xl: 6 }} spacing="sm" verticalSpacing="sm">
      {items.map((item) => {
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
            data-item-id={item.id}
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
