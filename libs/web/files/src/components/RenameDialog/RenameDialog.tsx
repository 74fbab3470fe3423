import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { FileItem } from '../../domain/file-item';
import { itemNameError } from '../../domain/item-name';

export interface RenameDialogProps {
  item: FileItem | null;
  onClose: () => void;
  /** Receives the trimmed new name; the dialog closes once it resolves. */
  onRename: (item: FileItem, name: string) => Promise<void>;
}

/** Renames a file or folder: the name field starts with the current name; Enter confirms. */
export function RenameDialog({ item, onClose, onRename }: RenameDialogProps) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setName(item?.name ?? '');
    setBusy(false);
  }, [item]);
  const trimmed = name.trim();
  const nameError = itemNameError(name);
  const unchanged = trimmed === item?.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item || trimmed === '' || nameError || busy) return;
    if (unchanged) return onClose();
    setBusy(true);
    try {
      await onRename(item, trimmed);
      onClose();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? `Rename "${item.name}"` : 'Rename'} centered>
      <form onSubmit={(event) => void submit(event)}>
        <TextInput label="New name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError} data-autofocus required />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={trimmed === '' || nameError !== null} loading={busy}>
            Rename
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
