import { Button, Group } from '@mantine/core';
import { IconDownload, IconEye, IconFolderPlus } from '@tabler/icons-react';

export interface ShareFileActionsProps {
  onDownload: () => void;
  /** The download is under way (the button shows it). */
  downloading?: boolean;
  /** Preview, when this file has one. */
  onPreview?: () => void;
  /** Add to My Files, for a signed-in visitor. */
  onAdd?: () => void;
  adding?: boolean;
}

/** A shared file's actions on its share page: Download File, Preview, Add to My Files. */
export function ShareFileActions({ onDownload, downloading, onPreview, onAdd, adding }: ShareFileActionsProps) {
  return (
    <Group justify="center" gap="sm">
      <Button leftSection={<IconDownload size={18} aria-hidden="true" />} onClick={onDownload} loading={downloading}>
        Download File
      </Button>
      {onPreview && (
        <Button variant="default" leftSection={<IconEye size={18} aria-hidden="true" />} onClick={onPreview}>
          Preview
        </Button>
      )}
      {onAdd && (
        <Button
          variant="light"
          leftSection={<IconFolderPlus size={18} aria-hidden="true" />}
          onClick={onAdd}
          disabled={adding}
        >
          {adding ? 'Adding to Account...' : 'Add to My Files'}
        </Button>
      )}
    </Group>
  );
}
