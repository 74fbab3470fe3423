import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { errorCodeOf, payloadResult, serverMessageOf, useMutation } from '@coffer/web-data-access';
import { StorageBar, toast } from '@coffer/web-ui';
import { cookieDownloadPath, downloadUrl } from '../../api/download-url';
import { copyEncryptedLink, downloadDecrypted } from '../../api/encrypted-items';
import { bulkDeleteConfirmation, deleteConfirmation } from '../../domain/confirmations';
import type { FileItem } from '../../domain/file-item';
import {
  FILE_QUERIES_TO_REFRESH,
  TRASH_QUERIES_TO_REFRESH,
  useFolderItems,
  useFolderMissing,
  useStorageUsage,
} from '../../hooks/useFileQueries';
import { useDecryptedItems } from '../../hooks/useDecryptedItems';
import { useFolderRoute } from '../../hooks/useFolderRoute';
import {
  CREATE_FOLDER_MUTATION,
  DELETE_ITEMS_MUTATION,
  MOVE_ITEM_MUTATION,
  RENAME_ITEM_MUTATION,
} from '../../graphql/files';
import { RESTORE_ITEMS_MUTATION } from '../../graphql/trash';
import { restoredToast } from '../../domain/trash';
import { useSelectionStore } from '../../stores/useSelectionStore';
import { FileBrowser } from '../FileBrowser/FileBrowser';
import { MoveDialog } from '../MoveDialog/MoveDialog';
import { RenameDialog } from '../RenameDialog/RenameDialog';
import { TrashUsage } from '../TrashUsage/TrashUsage';
import { UnlockDialog } from '../UnlockDialog/UnlockDialog';
import { ResumeUploads } from '../ResumeUploads/ResumeUploads';
import { useFileViewer } from '../FilePreview/useFileViewer';
import { UploadDialog } from '../UploadDialog/UploadDialog';

// Loaded when first opened: the file manager's first screen does without it.
const VersionsDialog = lazy(() =>
  import('../VersionsDialog/VersionsDialog').then((m) => ({ default: m.VersionsDialog })),
);

/** Folders cannot be downloaded. */
export const CANNOT_DOWNLOAD_FOLDERS = 'Cannot download folders';

/** Downloads through a hidden anchor (cookies, no script memory). */
export function downloadItem(item: FileItem): void {
  if (item.type === 'folder') {
    toast({ title: CANNOT_DOWNLOAD_FOLDERS, variant: 'destructive' });
    return;
  }
  // An encrypted file is decrypted here as it streams (the server has only its ciphertext).
  if (item.encryptedMetadata) {
    void downloadDecrypted(item);
    return;
  }
  downloadUrl(cookieDownloadPath(item.databaseId), item.name);
}

/**
 * The share dialogs the item menu and the selection toolbar open. Sharing is its own feature
 * (which builds on this one), so the app hands its dialogs in.
 */
export interface FileShareDialogs {
  /** One file's or folder's link and recipients; `item` null: closed. */
  ShareDialog: ComponentType<{ item: FileItem | null; onClose: () => void }>;
  /** One link for several selected files at once; `items` null: closed. */
  BulkShareDialog: ComponentType<{ items: FileItem[] | null; onClose: () => void }>;
}

export interface FileManagerProps {
  /** The dialogs behind 'Share' (from the sharing feature). */
  shareDialogs: FileShareDialogs;
  /** Where uploads go; the folder being browsed unless given (the Dashboard gives the root). */
  uploadPath?: string;
  /** The storage bar under the list (My Files). */
  withStorageBar?: boolean;
}

const refresh = { refetchQueries: FILE_QUERIES_TO_REFRESH, awaitRefetchQueries: true };
const refreshWithTrash = { refetchQueries: TRASH_QUERIES_TO_REFRESH, awaitRefetchQueries: true };

/**
 * The user's own files, connected: the folder the address names (with its selected file), its
 * items from the API, and every action of the toolbar and the item menu (upload, new folder,
 * share, versions, rename, move, delete, download).
 */
export function FileManager({
  shareDialogs: { ShareDialog, BulkShareDialog },
  uploadPath,
  withStorageBar = false,
}: FileManagerProps) {
  const route = useFolderRoute();
  const { path } = route;
  const folder = useFolderItems(path);
  const { loading, failed } = folder;
  const items = useDecryptedItems(folder.items);
  const listedEmpty = !loading && !failed && items.length === 0;
  const { missing, checking } = useFolderMissing(path, listedEmpty);
  const storage = useStorageUsage();
  const removeFromSelection = useSelectionStore((s) => s.remove);
  const [uploadOpened, setUploadOpened] = useState(false);
  const [sharing, setSharing] = useState<FileItem | null>(null);
  const [bulkSharing, setBulkSharing] = useState<FileItem[] | null>(null);
  const [renaming, setRenaming] = useState<FileItem | null>(null);
  const [unlocking, setUnlocking] = useState<FileItem | null>(null);
  const [moving, setMoving] = useState<FileItem | null>(null);
  const [versionsOf, setVersionsOf] = useState<FileItem | null>(null);
  const viewer = useFileViewer(downloadItem);
  const [createFolder] = useMutation(CREATE_FOLDER_MUTATION, refresh);
  const [renameItem] = useMutation(RENAME_ITEM_MUTATION, refresh);
  const [moveItem] = useMutation(MOVE_ITEM_MUTATION, refresh);
  const [deleteItems] = useMutation(DELETE_ITEMS_MUTATION, refreshWithTrash);
  const [restoreItems] = useMutation(RESTORE_ITEMS_MUTATION, refreshWithTrash);
  const retentionDays = storage?.trashRetentionDays;

  const fail = (title: string, caught: unknown, fallback: string) => {
    toast({ title, description: serverMessageOf(caught) ?? fallback, variant: 'destructive' });
    throw caught;
  };

  const onCreateFolder = async (name: string) => {
    try {
      payloadResult((await createFolder({ variables: { input: { name, path } } })).data?.folderCreate, 'item');
      toast({ title: 'Folder created', description: name });
    } catch (caught) {
      fail('Failed to create folder', caught, 'Failed to create folder');
    }
  };

  const onRename = async (item: FileItem, name: string, keepBoth: boolean) => {
    try {
      const result = await renameItem({ variables: { input: { id: item.id, name, keepBoth } } });
      const renamed = payloadResult(result.data?.itemRename, 'item');
      toast({ title: 'Renamed', description: `"${item.name}" is now "${renamed?.name ?? name}"` });
    } catch (caught) {
      // The dialog asks about a taken name itself.
      if (errorCodeOf(caught) === 'NAME_TAKEN') throw caught;
      fail('Rename failed', caught, 'Failed to rename item');
    }
  };

  const onMove = async (item: FileItem, targetFolderId: string | null) => {
    try {
      const result = await moveItem({ variables: { input: { id: item.id, targetFolderId } } });
      const where = payloadResult(result.data?.itemMove, 'item')?.path ?? '/';
      toast({ title: 'Moved', description: `"${item.name}" moved to ${where === '/' ? 'Root Directory' : where}` });
      removeFromSelection([item.id]);
    } catch (caught) {
      fail('Move failed', caught, 'Failed to move item');
    }
  };

  const undoDelete = async (deleted: FileItem[]) => {
    try {
      const result = await restoreItems({ variables: { ids: deleted.map((i) => i.id) } });
      toast(restoredToast(deleted, payloadResult(result.data?.itemsRestore, 'items') ?? []));
    } catch (caught) {
      toast({
        title: 'Failed to restore',
        description: serverMessageOf(caught) ?? 'Failed to restore items',
        variant: 'destructive',
      });
    }
  };

  const runDelete = async (deleted: FileItem[], failureTitle: string) => {
    const ids = deleted.map((i) => i.id);
    try {
      payloadResult((await deleteItems({ variables: { ids } })).data?.itemsTrash, 'items');
      removeFromSelection(ids);
      toast({
        title: ids.length === 1 ? 'Deleted' : `${ids.length} items deleted`,
        description: 'Moved to the trash.',
        action: { label: 'Undo', onClick: () => void undoDelete(deleted) },
      });
    } catch (caught) {
      toast({
        title: failureTitle,
        description: serverMessageOf(caught) ?? 'Failed to delete file',
        variant: 'destructive',
      });
    }
  };

  const onDelete = (item: FileItem) =>
    modals.openConfirmModal({
      title: item.type === 'folder' ? 'Delete folder' : 'Delete file',
      centered: true,
      children: <Text size="sm">{deleteConfirmation(item, retentionDays)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void runDelete([item], item.type === 'folder' ? 'Failed to delete folder' : 'Failed to delete file'),
    });

  const onDeleteSelected = (ids: string[]) => {
    const chosen = items.filter((i) => ids.includes(i.id));
    if (chosen.length === 0) return;
    const { question, note } = bulkDeleteConfirmation(chosen, retentionDays);
    modals.openConfirmModal({
      title: 'Delete items',
      centered: true,
      children: (
        <Stack gap={6}>
          <Text size="sm">{question}</Text>
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void runDelete(chosen, 'Failed to delete items'),
    });
  };

  // One file or folder: its Share dialog; several: one link for the selected files.
  const onShareSelected = (ids: string[]) => {
    const selected = items.filter((i) => ids.includes(i.id));
    if (selected.length === 1) setSharing(selected[0]!);
    else setBulkSharing(selected);
  };

  return (
    <Stack gap="md">
      <ResumeUploads />
      <FileBrowser
        view="own"
        items={items}
        loading={loading || checking}
        failed={failed}
        path={path}
        onPathChange={route.openFolder}
        folderHref={route.folderHref}
        folderMissing={route.invalid || missing}
        linkedFileId={route.selectedFileId}
        onLinkedFileChange={route.setSelectedFileId}
        onOpenFile={viewer.open}
        actions={{
          onDownload: downloadItem,
          onShare: setSharing,
          onVersions: setVersionsOf,
          onRename: setRenaming,
          onMove: setMoving,
          onDelete,
          onUnlock: setUnlocking,
          onCopyLink: (item) => void copyEncryptedLink(item),
        }}
        onUpload={() => setUploadOpened(true)}
        onCreateFolder={onCreateFolder}
        onShareSelected={onShareSelected}
        onDeleteSelected={onDeleteSelected}
      />
      {withStorageBar && storage && (
        <StorageBar
          used={storage.used}
          total={storage.total}
          variant="bottom"
          footer={<TrashUsage bytes={storage.trashBytes} />}
        />
      )}
      <UploadDialog opened={uploadOpened} onClose={() => setUploadOpened(false)} parentPath={uploadPath ?? path} />
      <ShareDialog item={sharing} onClose={() => setSharing(null)} />
      <BulkShareDialog items={bulkSharing} onClose={() => setBulkSharing(null)} />
      <RenameDialog item={renaming} siblings={items} onClose={() => setRenaming(null)} onRename={onRename} />
      <UnlockDialog item={unlocking} onClose={() => setUnlocking(null)} />
      <MoveDialog item={moving} onClose={() => setMoving(null)} onMove={onMove} />
      {versionsOf && (
        <Suspense fallback={null}>
          <VersionsDialog item={versionsOf} onClose={() => setVersionsOf(null)} />
        </Suspense>
      )}
      {viewer.element}
    </Stack>
  );
}
