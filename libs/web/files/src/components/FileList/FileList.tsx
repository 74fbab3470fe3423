import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { formatDate, formatFileSize } from '@coffer/web-ui';
import { SharingBadges, StatusBadges } from '../FileBadges/FileBadges';
import { isShared } from '../../domain/sharing';
import type { FileViewProps } from '../FileGrid/FileGrid';
import { FileItemMenu } from '../FileItemMenu/FileItemMenu';
import { RowThumbnail } from '../FileThumbnail/FileThumbnail';
import { screenful, useRenderedCount } from '../../hooks/useRenderedCount';
import { SelectableRow } from './SelectableRow';
import { FolderLink } from '../FolderLink/FolderLink';

/** Below this breakpoint the Size, Uploaded and Shared columns fold into a line under the name. */
const WIDE = 'sm';

/**
 * List view: Name, Size, Uploaded, Shared, Actions (plus a selection column). On a phone
 * the row keeps its checkbox, name and menu in the width of the screen. A long folder renders
 * its first rows first and the rest when the browser is idle (`useRenderedCount`).
 */
export function FileList({
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
  // A row is over 40 px high.
  const [first] = useState(() => screenful(1, 40));
  const shown = useRenderedCount(items.length, first, revealId ? items.findIndex((item) => item.id === revealId) : -1);
  return (
    <Table verticalSpacing="xs" highlightOnHover layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <VisuallyHidden>Selected</VisuallyHidden>
          </Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th w={110} visibleFrom={WIDE}>
            Size
          </Table.Th>
          <Table.Th w={140} visibleFrom={WIDE}>
            Uploaded
          </Table.Th>
          <Table.Th w={130} visibleFrom={WIDE}>
            Shared
          </Table.Th>
          <Table.Th w={72}>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.slice(0, shown).map((item) => {
          const selected = selectedIds.has(item.id);
          const size = item.type === 'folder' ? '-' : formatFileSize(item.size);
          const uploaded = formatDate(item.createdAt);
          const shared = isShared(item) ? <SharingBadges item={item} /> : null;
          return (
            <SelectableRow
              key={item.id}
              id={item.id}
              label={item.name}
              selected={selected}
              onToggle={() => onToggleSelect(item.id)}
              testId="file-row"
            >
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <RowThumbnail
                    item={item}
                    onOpen={item.type === 'file' && onOpenFile ? () => onOpenFile(item) : undefined}
                  />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    {item.type === 'folder' && folderHref ? (
                      <FolderLink
                        href={folderHref(item)}
                        onOpen={() => onOpenFolder(item)}
                        size="sm"
                        fw={600}
                        truncate
                        title={item.name}
                      >
                        {item.name}
                      </FolderLink>
                    ) : item.type === 'folder' ? (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        fw={600}
                        ta="left"
                        truncate
                        title={item.name}
                        onClick={() => onOpenFolder(item)}
                      >
                        {item.name}
                      </Anchor>
                    ) : onOpenFile ? (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        fw={500}
                        c="inherit"
                        ta="left"
                        truncate
                        title={item.name}
                        onClick={() => onOpenFile(item)}
                      >
                        {item.name}
                      </Anchor>
                    ) : (
                      <Text size="sm" fw={500} truncate title={item.name}>
                        {item.name}
                      </Text>
                    )}
                    {(item.isNew || item.requiresPassword) && (
                      <Group gap={4} wrap="wrap">
                        <StatusBadges item={item} />
                      </Group>
                    )}
                    <Group gap={6} hiddenFrom={WIDE} wrap="wrap" data-testid="file-row-details">
                      <Text size="xs" c="dimmed" truncate>
                        {item.type === 'folder' ? uploaded : `${size} · ${uploaded}`}
                      </Text>
                      {shared}
                    </Group>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td visibleFrom={WIDE}>{size}</Table.Td>
              <Table.Td visibleFrom={WIDE}>{uploaded}</Table.Td>
              <Table.Td visibleFrom={WIDE} data-testid="shared-cell">
                {shared ? (
                  <Group gap={4} wrap="wrap">
                    {shared}
                  </Group>
                ) : (
                  '-'
                )}
              </Table.Td>
              <Table.Td>
                <FileItemMenu item={item} sharedView={sharedView} actions={actions} />
              </Table.Td>
            </SelectableRow>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
