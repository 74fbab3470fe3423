import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { itemNameError } from '../../domain/item-name';

export interface NewFolderDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the trimmed, non-blank name; the dialog closes once it resolves. */
  onCreate: (name: string) => Promise<void> | void;
}

/** New Folder dialog: a name field and Create (disabled while blank); Enter confirms. */
export function NewFolderDialog({ opened, onClose, onCreate }: NewFolderDialogProps) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = name.trim();
  const nameError = itemNameError(name);

  const close = () => {
    setName('');
    setBusy(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || nameError || busy) return;
    setBusy(true);
    try {
      await onCreate(trimmed);
      close();
    } catch {
      // The caller reports the failure (a toast); the dialog stays open with the name.
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="New Folder" centered>
      <form onSubmit={(event) => void submit(event)}>
        <TextInput
          label="Folder name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
          data-autofocus
          required
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={trimmed === '' || nameError !== null} loading={busy}>
            Create
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
