export { ROOT_PATH, folderFullPath, pathCrumbs, type FileItem, type PathCrumb } from './domain/file-item';
export {
  FILE_FILTERS,
  FILE_FILTER_LABELS,
  FILE_SORTS,
  FILE_SORT_LABELS,
  filterItems,
  hasActiveFilters,
  matchesFilter,
  matchesSearch,
  sortItems,
  type FileFilter,
  type FileSort,
} from './domain/filter-sort';
export { useSelectionStore } from './stores/useSelectionStore';
export { useFileViewPreferencesStore, type ViewMode } from './stores/useFileViewPreferencesStore';
export { FileGrid, type FileViewProps } from './components/FileGrid/FileGrid';
export { FileList } from './components/FileList/FileList';
export { FileItemMenu, fileMenuActions, type FileItemActions, type FileMenuAction } from './components/FileItemMenu/FileItemMenu';
export { SelectAllCheckbox } from './components/SelectAllCheckbox/SelectAllCheckbox';
export { Breadcrumb } from './components/Breadcrumb/Breadcrumb';
export { FileToolbar, type FileToolbarProps } from './components/FileToolbar/FileToolbar';
export { NewFolderDialog } from './components/NewFolderDialog/NewFolderDialog';
export { FileThumbnail } from './components/FileThumbnail/FileThumbnail';
export { FileBadges, SharingBadges, StatusBadges } from './components/FileBadges/FileBadges';
export { isShared, itemSharing, type ItemSharing } from './domain/sharing';
export { EmptyState } from './components/EmptyState/EmptyState';
export {
  FILE_BROWSER_TEXTS,
  FileBrowser,
  NO_MATCH_DESCRIPTION,
  NO_MATCH_TITLE,
  type FileBrowserProps,
  type FileBrowserView,
} from './components/FileBrowser/FileBrowser';
export { SummaryCards, type DashboardStats } from './components/SummaryCards/SummaryCards';
export { RecentUploads } from './components/RecentUploads/RecentUploads';
export {
  GoToDashboardButton,
  InvalidShareLink,
  ShareAccessCard,
  ShareAccessLoading,
} from './components/ShareAccessCard/ShareAccessCard';
export { FileManager, CANNOT_DOWNLOAD_FOLDERS, downloadItem, type FileManagerProps } from './components/FileManager/FileManager';
export { UploadDialog, type UploadDialogProps } from './components/UploadDialog/UploadDialog';
export { UploadView } from './components/UploadView/UploadView';
export { ShareDialog, copyLink, type ShareDialogProps } from './components/ShareDialog/ShareDialog';
export { MoveDialog, type MoveDialogProps } from './components/MoveDialog/MoveDialog';
export { RenameDialog, type RenameDialogProps } from './components/RenameDialog/RenameDialog';
export {
  SHARED_VIEW_RESTRICTIONS,
  SharedFilesView,
  newFilesLabel,
  showSharedViewRestriction,
  type SharedViewRestriction,
} from './components/SharedFilesView/SharedFilesView';
export { ShareAccessView, sharedByLabel, stateForError, type ShareAccessState, type ShareAccessViewProps } from './components/ShareAccessView/ShareAccessView';
export {
  FILES_POLL_MS,
  STORAGE_POLL_MS,
  UNSEEN_POLL_MS,
  useDashboardSummary,
  useFolderItems,
  useSharedWithMe,
  useStorageUsage,
  useUnseenSharesCount,
} from './hooks/useFileQueries';
export { normalizeEmailEntries, normalizeEmails, splitEmailEntries } from './domain/emails';
export { EmailChipsInput, EMAIL_CHIPS_HELP, type EmailChipsInputProps } from './components/EmailChipsInput/EmailChipsInput';
export { generatePassword } from './domain/password';
export { moveTargetsFor } from './domain/move-targets';
export { bulkDeleteConfirmation, deleteConfirmation } from './domain/confirmations';
export { collectDroppedFiles, walkEntry } from './domain/directory-entries';
export { checkSelection, refusalReason, selectedListSummary, uploadSuccessDescription, NO_FILES_PASSED_VALIDATION, UPLOAD_LIMITS_TEXT, type RefusedFile } from './domain/upload-selection';
export {
  ITEMS_CHANGED_COALESCE_MS,
  LIVE_RESUBSCRIBE_MS,
  shareReceivedMessage,
  useLiveFileEvents,
} from './hooks/useLiveFileEvents';
export { GlobalSearch, GLOBAL_SEARCH_LABEL } from './components/GlobalSearch/GlobalSearch';
export { useItemSearch, SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE, type ItemSearch } from './hooks/useItemSearch';
export { groupHitsByFolder, matchSegments, searchHitUrl, type SearchGroup, type SearchHit } from './domain/search-hits';
