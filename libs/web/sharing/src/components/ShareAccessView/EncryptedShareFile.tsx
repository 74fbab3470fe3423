import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLockOpen, IconShieldLock } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SaveCancelledError, decryptToBlob, saveDecryptedFile } from '@coffer/web-files';
import { previewKind } from '@coffer/web-preview';
import { FileKindIcon, fileKind, formatFileSize, saveBlob } from '@coffer/web-ui';
import {
  KEY_MISSING_TEXT,
  initialKeyState,
  isPreviewableSize,
  openWithKey,
  openWithPassword,
  type EncryptedKeyState,
} from '../../domain/encrypted-share';
import { ShareFileActions } from './ShareFileActions';
import { PREVIEW_SPENDS_DOWNLOAD_NOTE, type SharePreviewPlan } from '../../domain/share-preview';

const SharePreview = lazy(() => import('../SharePreview/SharePreview').then((m) => ({ default: m.SharePreview })));

export interface EncryptedSharedFile {
  encryptedMetadata?: string | null;
  size?: number | null;
  hasDownloadLimit: boolean;
}

export interface EncryptedShareFileProps {
  token: string;
  file: EncryptedSharedFile;
  /** The link's fragment (without '#'): the key, or the password-wrapped key. Null when absent. */
  fragment: string | null;
  /** 'Shared by …' */
  sharedBy: string;
  /** A download URL that is still good, or null when the link no longer opens. */
  downloadUrl: () => Promise<string | null>;
  /** Set for a signed-in visitor: adds the file to their files; resolves to the new item's id. */
  onAddToMyFiles: ((name: string) => Promise<string | null>) | null;
  /** Keeps the key for the visitor's new item (their file list decrypts its name with it). */
  onKeepKey: (entry: { itemId: string; key: Uint8Array<ArrayBuffer>; fragment: string }) => Promise<void>;
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert" w="100%" ta="left">
      {children}
    </Alert>
  );
}

/**
 * The share page's body for an end-to-end encrypted file: takes the key from the link's fragment
 * (asking for the password when the key is wrapped with one), shows the decrypted name and type,
 * and downloads by decrypting as the bytes stream to disk. Nothing here sends the key anywhere.
 */
export function EncryptedShareFile({
  token,
  file,
  fragment,
  sharedBy,
  downloadUrl,
  onAddToMyFiles,
  onKeepKey,
}: EncryptedShareFileProps) {
  const [state, setState] = useState<EncryptedKeyState>({ kind: 'opening' });
  const [password, setPassword] = useState('');
  const [unlocking, setUnlocking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ plan: NonNullable<SharePreviewPlan>; bytes: Promise<Blob> | null } | null>(
    null,
  );
  const [viewerOpen, setViewerOpen] = useState(false);
  // The decrypted copy a preview fetched: under a download limit, Download saves it instead of fetching again.
  const decrypted = useRef<Promise<Blob> | null>(null);
  const metadataText = file.encryptedMetadata;

  useEffect(() => {
    let current = true;
    const initial = initialKeyState(fragment);
    if (initial.kind !== 'key') setState(initial);
    else void openWithKey(initial.key, fragment!, metadataText).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [fragment, metadataText]);

  // The preview's object URL lives while the viewer is open.
  useEffect(() => {
    const imageUrl = preview?.plan.kind === 'image' ? preview.plan.imageUrl : null;
    return () => {
      if (imageUrl) URL.revokeObjectURL(imageUrl);
    };
  }, [preview]);

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (!fragment || password === '' || unlocking) return;
    setUnlocking(true);
    setState(await openWithPassword(fragment, password, metadataText));
    setUnlocking(false);
  };

  switch (state.kind) {
    case 'opening':
      return (
        <Group justify="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Decrypting...</Text>
        </Group>
      );
    case 'missing':
      return <Problem title="The link is incomplete">{KEY_MISSING_TEXT}</Problem>;
    case 'failed':
      return <Problem title="This file cannot be decrypted">{state.message}</Problem>;
    case 'password':
      return (
        <Stack gap="md" align="center" w="100%">
          <ThemeIcon size={56} radius="xl" color="blue" variant="light">
            <IconLockOpen size={30} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1} fz="h3">
            Encrypted file
          </Title>
          <form onSubmit={(e) => void unlock(e)} style={{ width: '100%', maxWidth: 360 }}>
            <Stack gap="sm" ta="left">
              <PasswordInput
                label="Password"
                description="The password is part of the key"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                disabled={unlocking}
                required
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the password is the one thing this card asks for
                autoFocus
              />
              {state.error && (
                <Alert color="red" variant="light" role="alert">
                  {state.error}
                </Alert>
              )}
              <Button type="submit" disabled={password === ''} loading={unlocking} fullWidth>
                Decrypt
              </Button>
              {unlocking && (
                <Text size="sm" c="dimmed" role="status">
                  Deriving the key from the password...
                </Text>
              )}
            </Stack>
          </form>
        </Stack>
      );
    case 'ready':
      break;
  }

  const { key, metadata } = state;
  const kind = previewKind(metadata.type);
  const canPreview = (kind === 'image' || kind === 'text' || kind === 'pdf') && isPreviewableSize(file.size) && !saving;

  const decryptOnce = (): Promise<Blob> => {
    if (!decrypted.current) {
      const started = downloadUrl().then((url) => {
        if (!url) throw new Error('The link could not be opened again.');
        return decryptToBlob(url, key, metadata.type);
      });
      decrypted.current = started;
      started.catch(() => {
        if (decrypted.current === started) decrypted.current = null;
      });
    }
    return decrypted.current;
  };

  const download = async () => {
    setDownloadError(null);
    if (decrypted.current) {
      try {
        saveBlob(await decrypted.current, metadata.name);
        return;
      } catch {
        // The preview's copy failed: download as usual.
      }
    }
    setSaving(true);
    try {
      await saveDecryptedFile({ downloadUrl, key, name: metadata.name });
    } catch (error) {
      if (!(error instanceof SaveCancelledError)) {
        setDownloadError(error instanceof Error ? error.message : 'The download failed.');
      }
    } finally {
      setSaving(false);
    }
  };

  const openPreview = async () => {
    setDownloadError(null);
    const bytes = decryptOnce();
    if (kind === 'image') {
      try {
        const imageUrl = URL.createObjectURL(await bytes);
        setPreview({ plan: { kind: 'image', imageUrl }, bytes: null });
      } catch (error) {
        setDownloadError(error instanceof Error ? error.message : 'The preview failed.');
        return;
      }
    } else setPreview({ plan: { kind: 'bytes' }, bytes });
    setViewerOpen(true);
  };

  const closePreview = () => {
    setViewerOpen(false);
    setPreview(null);
    // Without a download limit nothing is kept: a later Download streams again.
    if (!file.hasDownloadLimit) decrypted.current = null;
  };

  const add = async () => {
    if (!onAddToMyFiles) return;
    setAdding(true);
    try {
      const itemId = await onAddToMyFiles(metadata.name);
      if (itemId) await onKeepKey({ itemId, key, fragment: state.fragment });
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack align="center" gap="md" w="100%">
      <ThemeIcon size={96} radius="lg" variant="light" color="gray" aria-hidden="true">
        <FileKindIcon kind={fileKind({ type: 'file', mimeType: metadata.type, name: metadata.name })} size={56} />
      </ThemeIcon>
      <Stack gap={4} align="center">
        <Title order={1} fz="h3" style={{ overflowWrap: 'anywhere' }}>
          {metadata.name}
        </Title>
        <Text c="dimmed" size="sm">
          {sharedBy}
          {typeof file.size === 'number' ? ` · ${formatFileSize(file.size)}` : ''}
          {metadata.type ? ` · ${metadata.type}` : ''}
        </Text>
        <Group gap={6} justify="center">
          <IconShieldLock size={16} color="var(--mantine-color-green-7)" aria-hidden="true" />
          <Text size="sm" c="green.8">
            Encrypted file - Secure download
          </Text>
        </Group>
      </Stack>
      <ShareFileActions
        onDownload={() => void download()}
        downloading={saving}
        onPreview={canPreview ? () => void openPreview() : undefined}
        onAdd={onAddToMyFiles ? () => void add() : undefined}
        adding={adding}
      />
      {saving && (
        <Text size="sm" c="dimmed" role="status">
          Decrypting as it downloads...
        </Text>
      )}
      {downloadError && <Problem title="The download failed">{downloadError}</Problem>}
      {canPreview && file.hasDownloadLimit && (
        <Text size="sm" c="dimmed" maw={420}>
          {PREVIEW_SPENDS_DOWNLOAD_NOTE}
        </Text>
      )}
      {preview && (
        <Suspense fallback={null}>
          <SharePreview
            id={token}
            file={{ downloadUrl: '', originalName: metadata.name, mimeType: metadata.type, size: file.size }}
            plan={preview.plan}
            bytes={preview.bytes}
            opened={viewerOpen}
            onClose={closePreview}
            onDownload={() => void download()}
          />
        </Suspense>
      )}
    </Stack>
  );
}
