import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { errorCodeOf } from '@coffer/web-data-access';
import type { FileItem } from '../../domain/file-item';
import { itemNameError, nameConflictMessage, renameConflict, type NameConflict } from '../../domain/item-name';

export interface RenameDialogProps {
  item: FileItem | null;
  /** The items of the item's folder (the item included): a taken name is asked about first. */
  siblings: readonly FileItem[];
  onClose: () => void;
  /**
   * Receives the trimmed new name and whether a taken name may get a free " (n)" name; the
   * dialog closes once it resolves. Rejects with NAME_TAKEN when the name was taken meanwhile.
   */
  onRename: (item: FileItem, name: string, keepBoth: boolean) => Promise<void>;
}

/**
 * Renames a file or folder: the name field starts with the current name; Enter confirms. A name
 * another item of the folder has is never changed silently: the dialog says so and offers to
 * choose another name or keep both (with the free name the server will give).
 */
export function RenameDialog({ item, siblings, onClose, onRename }: RenameDialogProps) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  // A conflict only the server saw (the folder changed since it was listed).
  const [serverConflict, setServerConflict] = useState<NameConflict | null>(null);
  useEffect(() => {
    setName(item?.name ?? '');
    setBusy(false);
    setServerConflict(null);
  }, [item]);
  const trimmed = name.trim();
  const nameError = itemNameError(name);
  const unchanged = trimmed === item?.name;
  const siblingNames = useMemo(() => siblings.map((s) => s.name), [siblings]);
  const localConflict = item ? renameConflict(item, name, siblingNames) : null;
  const conflict = localConflict ?? (serverConflict?.name === trimmed.normalize('NFC') ? serverConflict : null);

  const rename = async (keepBoth: boolean) => {
    if (!item || trimmed === '' || nameError || busy) return;
    if (unchanged) return onClose();
    setBusy(true);
    try {
      await onRename(item, trimmed, keepBoth);
      onClose();
    } catch (caught) {
      if (errorCodeOf(caught) === 'NAME_TAKEN') setServerConflict({ name: trimmed.normalize('NFC'), keepBothAs: null });
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!conflict) void rename(false);
  };

  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? `Rename "${item.name}"` : 'Rename'} centered>
      <form onSubmit={submit}>
        <TextInput
          label="New name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError ?? (conflict ? nameConflictMessage(conflict) : null)}
          data-autofocus
          required
        />
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {conflict && (
            <Button variant="light" onClick={() => void rename(true)} loading={busy}>
              {conflict.keepBothAs ? `Keep both as "${conflict.keepBothAs}"` : 'Keep both'}
            </Button>
          )}
          <Button
            type="submit"
            disabled={trimmed === '' || nameError !== null || conflict !== null}
            loading={busy && !conflict}
          >
            Rename
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
