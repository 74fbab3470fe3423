import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { ROOT_PATH, folderFullPath, type FileItem } from '../../domain/file-item';
import { filterItems, hasActiveFilters, sortItems, type FileFilter } from '../../domain/filter-sort';
import { myFilesUrl } from '../../domain/folder-url';
import { useLinkedFileSelection } from '../../hooks/useLinkedFileSelection';
import { useSelectionStore } from '../../stores/useSelectionStore';
import { useFileViewPreferencesStore } from '../../stores/useFileViewPreferencesStore';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { EmptyState } from '../EmptyState/EmptyState';
import { FolderNotFound } from '../FolderNotFound/FolderNotFound';
import { FileGrid } from '../FileGrid/FileGrid';
import type { FileItemActions } from '../FileItemMenu/FileItemMenu';
import { FileList } from '../FileList/FileList';
import { FileToolbar } from '../FileToolbar/FileToolbar';
import { SelectAllCheckbox } from '../SelectAllCheckbox/SelectAllCheckbox';

export type FileBrowserView = 'own' | 'shared';

/** Texts of the two kinds of file pages. */
export const FILE_BROWSER_TEXTS = {
  own: {
    loading: 'Loading files...',
    failed: 'Failed to load files',
    emptyTitle: 'No files yet',
    emptyDescription: 'Upload files to get started.',
  },
  shared: {
    loading: 'Loading shared files...',
    failed: 'Failed to load shared files',
    emptyTitle: 'No files shared with you yet',
    emptyDescription: 'Files shared by others will appear here',
  },
} as const;
export const NO_MATCH_TITLE = 'No files match your current filters';
export const NO_MATCH_DESCRIPTION = 'Try adjusting your search or filter criteria';
export const LINKED_FILE_MISSING = 'The linked file is no longer in this folder.';

export interface FileBrowserProps {
  /** 'own': My Files and the Dashboard; 'shared': Shared With Me (view and download only). */
  view: FileBrowserView;
  /** The items of the shown folder (own) or every shared file (shared). */
  items: readonly FileItem[];
  loading?: boolean;
  failed?: boolean;
  /** The shown folder's full path (own view). */
  path?: string;
  onPathChange?: (path: string) => void;
  /** The address of a folder, for the breadcrumb and folder links (My Files' by default). */
  folderHref?: (path: string) => string;
  /** The shown folder does not exist (own view). */
  folderMissing?: boolean;
  /** The file named by the address, selected and scrolled to once the folder has loaded. */
  linkedFileId?: string | null;
  /** The selection changed the file the address should name (null: none, or several items). */
  onLinkedFileChange?: (id: string | null) => void;
  /** Replaces entering a folder (e.g. the shared view's informational toast). */
  onOpenFolder?: (folder: FileItem) => void;
  /** Opens a file in the viewer, with the files shown (in their order) to page through. */
  onOpenFile?: (file: FileItem, shown: readonly FileItem[]) => void;
  actions?: FileItemActions;
  onUpload?: () => void;
  onCreateFolder?: (name: string) => Promise<void> | void;
  onShareSelected?: (ids: string[]) => void;
  onDeleteSelected?: (ids: string[]) => void;
}

/**
 * Breadcrumb, toolbar and the grid or list of one folder, with search, filter, sort and
 * selection. Presentational: the items and every action come from the page.
 */
export function FileBrowser({
  view,
  items,
  loading = false,
  failed = false,
  path = ROOT_PATH,
  onPathChange,
  folderHref = myFilesUrl,
  folderMissing = false,
  linkedFileId,
  onLinkedFileChange,
  onOpenFolder,
  onOpenFile,
  actions = {},
  onUpload,
  onCreateFolder,
  onShareSelected,
  onDeleteSelected,
}: FileBrowserProps) {
  const sharedView = view === 'shared';
  const texts = FILE_BROWSER_TEXTS[view];
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<FileFilter>('all');
  const sort = useFileViewPreferencesStore((s) => s.sort);
  const setSort = useFileViewPreferencesStore((s) => s.setSort);
  const viewMode = useFileViewPreferencesStore((s) => s.viewMode);
  const setViewMode = useFileViewPreferencesStore((s) => s.setViewMode);
  const selected = useSelectionStore((s) => s.selected);
  const toggle = useSelectionStore((s) => s.toggle);
  const clearSelection = useSelectionStore((s) => s.clear);

  const visible = useMemo(() => sortItems(filterItems(items, filter, search), sort), [items, filter, search, sort]);
  const visibleIds = useMemo(() => visible.map((item) => item.id), [visible]);

  // A selection belongs to one folder of one page (Back and Forward change the folder too).
  useEffect(() => clearSelection, [clearSelection, path]);

  const loaded = !loading && !failed && !folderMissing;
  const { revealId, linkedFileMissing } = useLinkedFileSelection(path, items, loaded, linkedFileId, onLinkedFileChange);
  useEffect(() => {
    if (revealId)
      document.querySelector(`[data-item-id="${CSS.escape(revealId)}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [revealId]);

  const navigate = (target: string) => {
    clearSelection();
    onPathChange?.(target);
  };
  const openFolder = onOpenFolder ?? ((folder: FileItem) => navigate(folderFullPath(folder)));
  const folderLink = onOpenFolder ? undefined : (folder: FileItem) => folderHref(folderFullPath(folder));
  const selectedIds = () => [...selected];

  let body;
  if (folderMissing) {
    body = <FolderNotFound path={path} homeHref={folderHref(ROOT_PATH)} onGoHome={() => navigate(ROOT_PATH)} />;
  } else if (loading) {
    body = (
      <Group justify="center" gap="sm" py="xl" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">{texts.loading}</Text>
      </Group>
    );
  } else if (failed) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {texts.failed}
      </Alert>
    );
  } else if (visible.length === 0) {
    const filtered = items.length > 0 && hasActiveFilters(filter, search);
    body = filtered ? (
      <EmptyState title={NO_MATCH_TITLE} description={NO_MATCH_DESCRIPTION} />
    ) : (
      <EmptyState title={texts.emptyTitle} description={texts.emptyDescription} />
    );
  } else {
    const viewProps = {
      items: visible,
      selectedIds: selected,
      onToggleSelect: toggle,
      onOpenFolder: openFolder,
      onOpenFile: onOpenFile ? (file: FileItem) => onOpenFile(file, visible) : undefined,
      folderHref: folderLink,
      actions,
      sharedView,
      revealId,
    };
    body = viewMode === 'grid' ? <FileGrid {...viewProps} /> : <FileList {...viewProps} />;
  }

  return (
    <Stack gap="md">
      {!sharedView && <Breadcrumb path={path} hrefFor={folderHref} onNavigate={navigate} />}
      {!folderMissing && (
        <FileToolbar
          search={search}
          onSearchChange={setSearch}
          filter={filter}
          onFilterChange={setFilter}
          sort={sort}
          onSortChange={setSort}
          viewMode={viewMode}
          onViewModeChange={setViewMode}
          selectedCount={selected.size}
          sharedView={sharedView}
          onShareSelected={onShareSelected ? () => onShareSelected(selectedIds()) : undefined}
          onDeleteSelected={onDeleteSelected ? () => onDeleteSelected(selectedIds()) : undefined}
          onUpload={onUpload}
          onCreateFolder={onCreateFolder}
        />
      )}
      {linkedFileMissing && loaded && (
        <Alert color="yellow" variant="light" role="status">
          {LINKED_FILE_MISSING}
        </Alert>
      )}
      {loaded && visible.length > 0 && <SelectAllCheckbox visibleIds={visibleIds} />}
      {body}
    </Stack>
  );
}
