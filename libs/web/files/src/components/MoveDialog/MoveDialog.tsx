import { Alert, Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconFolder, IconHome, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import type { FileItem } from '../../domain/file-item';
import { moveTargetsFor, rootMatches } from '../../domain/move-targets';
import { useMoveTargets } from '../../hooks/useFileQueries';

const ROOT = 'root';

export interface MoveDialogProps {
  item: FileItem | null;
  onClose: () => void;
  /** Moves into the folder with `targetFolderId`, or the root with null; closes once it resolves. */
  onMove: (item: FileItem, targetFolderId: string | null) => Promise<void>;
}

/**
 * Move dialog: 'Root Directory' plus every folder at any depth, without the item and
 * (for a folder) its descendants; searched by name or full path.
 */
export function MoveDialog({ item, onClose, onMove }: MoveDialogProps) {
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { folders, loading, failed } = useMoveTargets(item !== null);

  useEffect(() => {
    setSearch('');
    setTarget(null);
    setBusy(false);
  }, [item]);

  const targets = useMemo(() => (item ? moveTargetsFor(item, folders, search) : []), [item, folders, search]);
  const showRoot = rootMatches(search);

  const submit = async () => {
    if (!item || target === null || busy) return;
    setBusy(true);
    try {
      await onMove(item, target === ROOT ? null : target);
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={item !== null}
      onClose={busy ? () => undefined : onClose}
      title={item ? `Move "${item.name}" to...` : 'Move'}
      centered
      size="md"
    >
      <Stack gap="sm">
        <TextInput
          aria-label="Search folders"
          placeholder="Search folders..."
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        {failed && (
          <Alert color="red" variant="light">
            Failed to load folders
          </Alert>
        )}
        <Radio.Group value={target} onChange={setTarget} aria-label="Destination folder">
          <ScrollArea.Autosize mah={280} type="auto">
            <Stack gap={4} py={4}>
              {showRoot && (
                <Radio
                  value={ROOT}
                  label={
                    <Group gap={6} wrap="nowrap">
                      <IconHome size={16} aria-hidden="true" />
                      <span>Root Directory</span>
                    </Group>
                  }
                />
              )}
              {targets.map((folder) => (
                <Radio
                  key={folder.id}
                  value={folder.id}
                  label={
                    <Group gap={6} wrap="nowrap">
                      <IconFolder size={16} color="var(--mantine-color-yellow-7)" aria-hidden="true" />
                      <span>{folder.name}</span>
                      <Text span size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {folder.fullPath}
                      </Text>
                    </Group>
                  }
                />
              ))}
              {loading && <Loader size="xs" aria-label="Loading folders" />}
              {!loading && !showRoot && targets.length === 0 && (
                <Text size="sm" c="dimmed">
                  No folders match your search
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={target === null || busy}>
            {busy ? 'Moving...' : 'Move Here'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
