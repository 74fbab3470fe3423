import { Card, Checkbox, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatDate, formatFileSize } from '@coffer/web-ui';
import type { FileItem } from '../../domain/file-item';
import { FIRST_SCREEN_ITEMS } from '../../domain/first-screen';
import { useRenderedCount } from '../../hooks/useRenderedCount';
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

/** The most cards a row holds: the first render builds one row at most, before the screen is measured. */
const MAX_COLUMNS = 6;

/**
 * How many cards fill the window from the grid's first row down, and one row more, measured from
 * that row (its cards' tops and height); null when it has no size (not laid out).
 */
export function cardsOnScreen(grid: HTMLElement): number | null {
  const cards = [...grid.children].map((card) => card.getBoundingClientRect());
  const first = cards[0];
  if (!first || first.height <= 0) return null;
  const columns = cards.filter((card) => card.top === first.top).length;
  const rows = Math.max(1, Math.ceil((window.innerHeight - first.top) / first.height)) + 1;
  return columns * rows;
}

/**
 * Grid: 2 to 6 columns of cards. Clicking a folder card enters the folder; clicking a file's
 * name or thumbnail opens it in the viewer, and the rest of a file card toggles its selection
 * (keyboard users use the checkbox and the name buttons). A long folder renders the cards the
 * screen shows first (one row, then as many as the measured row says fit, before the first
 * paint) and the rest when the browser is idle (`useRenderedCount`).
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
  const gridRef = useRef<HTMLDivElement>(null);
  const onServer = typeof window === 'undefined';
  const [first, setFirst] = useState(onServer ? FIRST_SCREEN_ITEMS : MAX_COLUMNS);
  // The thumbnails asked for with the page: the cards measured to be on screen, or, where
  // nothing can be measured (the server), the first row.
  const eager = onServer ? MAX_COLUMNS : first;
  // Measured when a full first row is built: a shorter folder is rendered whole anyway, and its
  // row would count too few columns.
  const fullRow = items.length > MAX_COLUMNS;
  useLayoutEffect(() => {
    if (!fullRow || !gridRef.current) return;
    const fit = cardsOnScreen(gridRef.current);
    if (fit) setFirst(fit);
  }, [fullRow]);
  const shown = useRenderedCount(items.length, first, revealId ? items.findIndex((item) => item.id === revealId) : -1);
  return (
    <SimpleGrid
      ref={gridRef}
      cols={{ base: 2, sm: 3, md: 4, lg: 5, xl: MAX_COLUMNS }}
      spacing="sm"
      verticalSpacing="sm"
    >
      {items.slice(0, shown).map((item, index) => {
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
                <FileThumbnail item={item} size="large" iconSize={44} eager={index < eager} />
              </UnstyledButton>
            ) : (
              <div className={classes.thumb}>
                <FileThumbnail item={item} size="large" iconSize={44} eager={index < eager} />
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
