import { Anchor, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate, formatFileSize } from '@coffer/web-ui';
import { SharingBadges, StatusBadges } from '../FileBadges/FileBadges';
import { isShared } from '../../domain/sharing';
import type { FileViewProps } from '../FileGrid/FileGrid';
import { FileItemMenu } from '../FileItemMenu/FileItemMenu';
import { FileThumbnail } from '../FileThumbnail/FileThumbnail';

/** Spec §2 list view: Name, Size, Uploaded, Shared, Actions (plus a selection column). */
export function FileList({ items, selectedIds, onToggleSelect, onOpenFolder, actions, sharedView }: FileViewProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>Selected</VisuallyHidden>
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th w={110}>Size</Table.Th>
            <Table.Th w={140}>Uploaded</Table.Th>
            <Table.Th w={130}>Shared</Table.Th>
            <Table.Th w={80}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const selected = selectedIds.has(item.id);
            return (
              <Table.Tr key={item.id} bg={selected ? 'var(--mantine-color-blue-light)' : undefined} data-testid="file-row">
                <Table.Td>
                  <Checkbox size="xs" aria-label={`Select ${item.name}`} checked={selected} onChange={() => onToggleSelect(item.id)} />
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <div style={{ width: 28, height: 28, flex: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', borderRadius: 4 }}>
                      <FileThumbnail item={item} size={22} />
                    </div>
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      {item.type === 'folder' ? (
                        <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={() => onOpenFolder(item)}>
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
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>{item.type === 'folder' ? '-' : formatFileSize(item.size)}</Table.Td>
                <Table.Td>{formatDate(item.createdAt)}</Table.Td>
                <Table.Td data-testid="shared-cell">
                  {isShared(item) ? (
                    <Group gap={4} wrap="wrap">
                      <SharingBadges item={item} />
                    </Group>
                  ) : (
                    '-'
                  )}
                </Table.Td>
                <Table.Td>
                  <FileItemMenu item={item} sharedView={sharedView} actions={actions} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
