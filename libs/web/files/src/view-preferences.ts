import { FILE_SORTS, type FileSort } from './domain/filter-sort';

export type ViewMode = 'grid' | 'list';

/** The localStorage key of the file views' remembered choices. */
export const FILE_VIEW_PREFERENCES_KEY = 'coffer.fileView';
/** What a browser that remembers nothing shows, and what the server renders a folder with. */
export const DEFAULT_FILE_VIEW: { viewMode: ViewMode; sort: FileSort } = { viewMode: 'grid', sort: 'name' };

export const isViewMode = (value: unknown): value is ViewMode => value === 'grid' || value === 'list';
export const isSort = (value: unknown): value is FileSort => FILE_SORTS.some((sort) => sort === value);

/**
 * Whether the remembered choices (the stored JSON, or null) show a folder otherwise than the
 * default view; values this version does not know count as not chosen, as the store reads them.
 */
export function remembersOtherView(stored: string | null): boolean {
  let state: Partial<Record<'viewMode' | 'sort', unknown>> | undefined;
  try {
    state = (JSON.parse(stored ?? 'null') as { state?: typeof state } | null)?.state;
  } catch {
    return false;
  }
  const { viewMode, sort } = state ?? {};
  return (
    (isViewMode(viewMode) && viewMode !== DEFAULT_FILE_VIEW.viewMode) ||
    (isSort(sort) && sort !== DEFAULT_FILE_VIEW.sort)
  );
}
