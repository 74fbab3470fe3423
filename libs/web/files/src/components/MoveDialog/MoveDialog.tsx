import { Button, Group, Modal, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FileItem } from '../../domain/file-item';
import { FolderPicker, ROOT_FOLDER_CHOICE } from '../FolderPicker/FolderPicker';

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
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setTarget(null);
    setBusy(false);
  }, [item]);

  const submit = async () => {
    if (!item || target === null || busy) return;
    setBusy(true);
    try {
      await onMove(item, target === ROOT_FOLDER_CHOICE ? null : target);
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
        <FolderPicker
          key={item?.id}
          active={item !== null}
          value={target}
          onChange={setTarget}
          exclude={item}
          withRoot
        />
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
