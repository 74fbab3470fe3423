import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconFiles, IconFolder } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent, type DragEvent, type MouseEvent } from 'react';
import { collectDroppedFiles } from '../../domain/directory-entries';
import { UPLOAD_ACCEPT } from '@coffer/shared-contracts';
import { UPLOAD_LIMITS_TEXT, candidatesFromFiles, type UploadCandidate } from '../../domain/upload-selection';
import { DropPrompt } from './DropPrompt';
import classes from './UploadDropArea.module.css';

export interface UploadDropAreaProps {
  /** Files dropped or picked (a folder's with their paths inside it). */
  onFiles: (candidates: UploadCandidate[]) => void;
  /** A drop the browser could not read. */
  onUnreadableDrop: () => void;
  disabled?: boolean;
  /** The pickers' `accept`; the instance's accepted types by default. */
  accept?: string;
  /** The line under the prompt; the instance's types and size limit by default. */
  limitsText?: string;
  /** The two buttons' labels ('Browse files', 'Browse folder' by default). */
  labels?: { files: string; folder: string };
}

const DEFAULT_LABELS = { files: 'Browse files', folder: 'Browse folder' };

/**
 * Where files come in: dropped (folders with their structure), or picked with 'Browse files' and
 * 'Browse folder'; a click anywhere on the area picks files too.
 */
export function UploadDropArea({
  onFiles,
  onUnreadableDrop,
  disabled = false,
  accept = UPLOAD_ACCEPT,
  limitsText = UPLOAD_LIMITS_TEXT,
  labels = DEFAULT_LABELS,
}: UploadDropAreaProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const picked = candidatesFromFiles(input.files ?? []);
    input.value = '';
    if (picked.length > 0) onFiles(picked);
  };

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (disabled) return;
    // The entries must be taken before this handler returns.
    void collectDroppedFiles(event.dataTransfer).then(
      (dropped) => dropped.length > 0 && onFiles(dropped),
      onUnreadableDrop,
    );
  };
  // The buttons inside pick for themselves.
  const onAreaClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!disabled && !(event.target as HTMLElement).closest('button, input')) fileInput.current?.click();
  };

  return (
    // A pointer shortcut only: keyboard and screen-reader users have the two buttons inside.
    <div
      role="presentation"
      className={classes.dropzone}
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      data-testid="upload-dropzone"
      onClick={onAreaClick}
      onDragEnter={onDragEnter}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <Stack align="center" gap={6}>
        <IconCloudUpload size={40} color="var(--mantine-color-blue-6)" aria-hidden="true" />
        <Text fw={600}>
          <DropPrompt />
        </Text>
        <Text size="sm" c="dimmed">
          We'll preserve your folder structure
        </Text>
        <Text size="xs" c="dimmed" ta="center" data-testid="upload-limits">
          {limitsText}
        </Text>
        <Group gap="xs" justify="center" mt={4}>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconFiles size={16} aria-hidden="true" />}
            onClick={() => fileInput.current?.click()}
            disabled={disabled}
          >
            {labels.files}
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconFolder size={16} aria-hidden="true" />}
            onClick={() => folderInput.current?.click()}
            disabled={disabled}
          >
            {labels.folder}
          </Button>
        </Group>
      </Stack>
      <input
        ref={fileInput}
        type="file"
        multiple
        accept={accept}
        hidden
        data-testid="upload-files-input"
        onChange={onPicked}
        tabIndex={-1}
      />
      <input
        ref={(el) => {
          folderInput.current = el;
          el?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        multiple
        hidden
        data-testid="upload-folder-input"
        onChange={onPicked}
        tabIndex={-1}
      />
    </div>
  );
}
