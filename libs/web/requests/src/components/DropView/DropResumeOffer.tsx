import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { formatBytes, percentOf } from '@coffer/web-files';
import { matchPickedDrops, type PendingDrop } from '../../api/drop-pending';

export interface DropResumeOfferProps {
  pending: readonly PendingDrop[];
  /** Picked files that match unfinished uploads: they continue from the server's offset. */
  onResume: (matched: Array<{ file: File; pending: PendingDrop }>) => void;
  onDiscard: (pending: readonly PendingDrop[]) => void;
}

/**
 * After a reload: the uploads to this request that stopped before finishing. A browser cannot
 * reopen a file by itself, so the visitor picks the same files again.
 */
export function DropResumeOffer({ pending, onResume, onDiscard }: DropResumeOfferProps) {
  const input = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  if (pending.length === 0) return null;

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    const { matched, unmatched: others } = matchPickedDrops(picked, pending);
    setUnmatched(others.map((f) => f.name));
    if (matched.length > 0) onResume(matched);
  };

  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconCloudUpload size={18} aria-hidden="true" />}
      title="Unfinished uploads"
      data-testid="drop-resume"
    >
      <Stack gap="xs">
        <Text size="sm">
          {pending.length === 1 ? '1 upload' : `${pending.length} uploads`} stopped before finishing. Choose the same
          files again to continue where they left off.
        </Text>
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Unfinished uploads">
          {pending.map((p) => (
            <Group key={p.key} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {p.relativePath}{' '}
                <Text span size="xs" c="dimmed">
                  {p.offset === null
                    ? formatBytes(p.size)
                    : `${percentOf(p.offset, p.size)}% of ${formatBytes(p.size)}`}
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Discard ${p.relativePath}`}
                onClick={() => onDiscard([p])}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {unmatched.length > 0 && (
          <Text size="xs" c="red" role="alert">
            {`No unfinished upload matches ${unmatched.join(', ')}.`}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={() => input.current?.click()}>
            Choose the same files
          </Button>
          <Button size="xs" variant="light" onClick={() => folderInput.current?.click()}>
            Choose the same folder
          </Button>
          <Button size="xs" variant="default" onClick={() => onDiscard(pending)}>
            Discard all
          </Button>
        </Group>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="drop-resume-input"
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
          data-testid="drop-resume-folder-input"
          onChange={onPicked}
          tabIndex={-1}
        />
      </Stack>
    </Alert>
  );
}
