import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '@coffer/web-ui';
import { UnlockError, parsePastedLink, unlockItem } from '../../api/encrypted-items';
import type { FileItem } from '../../domain/file-item';
import { rememberDecrypted } from '../../hooks/useDecryptedItems';

export interface UnlockDialogProps {
  /** The locked encrypted file; null: closed. */
  item: FileItem | null;
  onClose: () => void;
}

/**
 * Unlock an encrypted file on a browser that lacks its key: paste the file's link (and the
 * password when its key is wrapped with one); the key is checked against the file and kept here.
 */
export function UnlockDialog({ item, onClose }: UnlockDialogProps) {
  const [link, setLink] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  let needsPassword = false;
  try {
    needsPassword = link.trim() !== '' && parsePastedLink(link).needsPassword;
  } catch {
    needsPassword = false;
  }

  const close = () => {
    setLink('');
    setPassword('');
    setError(null);
    onClose();
  };

  const unlock = async () => {
    if (!item) return;
    setBusy(true);
    setError(null);
    try {
      const metadata = await unlockItem(item, link, needsPassword ? password : undefined);
      rememberDecrypted(item, metadata);
      toast({ title: 'Unlocked', description: metadata.name });
      close();
    } catch (caught) {
      setError(caught instanceof UnlockError ? caught.message : 'This browser could not keep the key.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={item !== null} onClose={close} title="Unlock encrypted file" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Paste this file&apos;s share link: its key is after the #. It stays in this browser and is never sent.
        </Text>
        <TextInput
          label="File link"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {needsPassword && (
          <PasswordInput
            label="Link password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="off"
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void unlock()} loading={busy} disabled={link.trim() === ''}>
            Unlock
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
