export { ROOT_PATH, type FileItem } from './domain/file-item';
export { toFileItem } from './domain/to-file-item';
export { firstScreenPage } from './domain/first-screen';
export { EXPIRY_OPTIONS, expirySeconds } from './domain/link-expiry';
export { FileBrowser } from './components/FileBrowser/FileBrowser';
export { FileManager, downloadItem, type FileShareDialogs } from './components/FileManager/FileManager';
export { useFileViewer, type FileViewer } from './components/FilePreview/useFileViewer';
export { SummaryCards } from './components/SummaryCards/SummaryCards';
export { RecentUploads } from './components/RecentUploads/RecentUploads';
export { UploadView } from './components/UploadView/UploadView';
export { GlobalSearch } from './components/GlobalSearch/GlobalSearch';
export { TrashView } from './components/TrashView/TrashView';
export { TrashUsage } from './components/TrashUsage/TrashUsage';
export {
  FILES_POLL_MS,
  FILE_QUERIES_TO_REFRESH,
  PAGE_SIZE,
  useDashboardSummary,
  useRemainingPages,
  useStorageUsage,
} from './hooks/useFileQueries';
export { useLiveFileEvents } from './hooks/useLiveFileEvents';
// End-to-end encrypted files: what the share dialogs need to show a link with its key.
export {
  KEY_ONLY_IN_UPLOADING_BROWSER,
  copyEncryptedLink,
  downloadDecrypted,
  encryptedLinkOf,
} from './api/encrypted-items';
export { useDecryptedItems } from './hooks/useDecryptedItems';
export { useLinkWithKey, type LinkWithKey } from './hooks/useLinkWithKey';
export {
  SaveCancelledError,
  decryptToBlob,
  saveDecryptedFile,
  type DecryptedDownload,
} from './encrypted-download/save-decrypted';
// The folder choice of the Move dialog, for other dialogs that name one of the user's folders.
export { FolderPicker, ROOT_FOLDER_CHOICE, type FolderPickerProps } from './components/FolderPicker/FolderPicker';
// What a page that sends files somewhere else (a file request's page) reuses of the upload machinery.
export { loadTus } from './api/tus-client';
export { TUS_CHUNK_BYTES, isSameFile } from './domain/upload-plan';
export { SpeedMeter, formatBytes, percentOf } from './domain/upload-progress';
export { candidatesFromFiles, type UploadCandidate } from './domain/upload-selection';
export { UploadDropArea } from './components/UploadDropArea/UploadDropArea';
