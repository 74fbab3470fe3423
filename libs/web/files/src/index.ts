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
export { useViewModeStore, type ViewMode } from './stores/useViewModeStore';
export { FileGrid, type FileViewProps } from './components/FileGrid/FileGrid';
export { FileList } from './components/FileList/FileList';
export { FileItemMenu, fileMenuActions, type FileItemActions, type FileMenuAction } from './components/FileItemMenu/FileItemMenu';
export { SelectAllCheckbox } from './components/SelectAllCheckbox/SelectAllCheckbox';
export { Breadcrumb } from './components/Breadcrumb/Breadcrumb';
export { FileToolbar, type FileToolbarProps } from './components/FileToolbar/FileToolbar';
export { NewFolderDialog } from './components/NewFolderDialog/NewFolderDialog';
export { FileThumbnail } from './components/FileThumbnail/FileThumbnail';
export { FileBadges } from './components/FileBadges/FileBadges';
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
export {
  GoToDashboardButton,
  InvalidShareLink,
  ShareAccessCard,
  ShareAccessLoading,
} from './components/ShareAccessCard/ShareAccessCard';
