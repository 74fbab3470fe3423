import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatFileSize } from '@coffer/web-ui';
import { folderLabel, type FileItem } from '../../domain/file-item';
import { myFilesUrl } from '../../domain/folder-url';
import { RowThumbnail } from '../FileThumbnail/FileThumbnail';

export const RECENT_UPLOADS_TITLE = 'Recent Uploads';
export const NO_RECENT_UPLOADS = 'No uploads yet. Files you upload will appear here.';

/**
 * The newest uploads (the Dashboard's five): name, size, date and folder; each opens its folder
 * in My Files with the file selected. Without `items` (not loaded yet) the rows show as skeletons.
 */
export function RecentUploads({ items }: { items: readonly FileItem[] | null }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      mt="lg"
      component="section"
      aria-labelledby="recent-uploads-title"
    >
      <Title order={2} fz="h4" mb="sm" id="recent-uploads-title">
        {RECENT_UPLOADS_TITLE}
      </Title>
      {items === null ? (
        <Stack gap="xs" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={36} radius="sm" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_RECENT_UPLOADS}
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label={RECENT_UPLOADS_TITLE}>
          {items.map((item) => (
            <Group component="li" key={item.id} gap="sm" wrap="nowrap" py={4} data-testid="recent-upload">
              <RowThumbnail item={item} />
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <Anchor
                  component={Link}
                  to={myFilesUrl(item.path, { fileId: item.databaseId })}
                  size="sm"
                  fw={600}
                  truncate
                  title={item.name}
                >
                  {item.name}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {`${formatFileSize(item.size)} · ${formatDate(item.createdAt)} · ${folderLabel(item.path)}`}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
