import type { FileItem } from './file-item';
import { isShared } from './sharing';

export const FILE_FILTERS = ['all', 'images', 'documents', 'videos', 'shared', 'private'] as const;
export type FileFilter = (typeof FILE_FILTERS)[number];

export const FILE_SORTS = ['name', 'date', 'size'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export const FILE_FILTER_LABELS: Record<FileFilter, string> = {
  all: 'All files',
  images: 'Images',
  documents: 'Documents',
  videos: 'Videos',
  shared: 'Shared',
  private: 'Private',
};

export const FILE_SORT_LABELS: Record<FileSort, string> = {
  name: 'Name',
  date: 'Date',
  size: 'Size',
};

/** The list filters; 'shared' and 'private' follow the one sharing definition. */
export function matchesFilter(item: FileItem, filter: FileFilter): boolean {
  const mime = item.mimeType?.toLowerCase() ?? '';
  switch (filter) {
    case 'all':
      return true;
    case 'images':
      return mime.startsWith('image/');
    case 'documents':
      return mime.includes('pdf') || mime.includes('document') || mime.includes('text');
    case 'videos':
      return mime.startsWith('video/');
    case 'shared':
      return isShared(item);
    case 'private':
      return !isShared(item);
  }
}

/** A case-insensitive substring match on the name; blank matches everything. */
export function matchesSearch(item: FileItem, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || item.name.toLowerCase().includes(needle);
}

export function filterItems(items: readonly FileItem[], filter: FileFilter, search: string): FileItem[] {
  return items.filter((item) => matchesFilter(item, filter) && matchesSearch(item, search));
}

const byName = (a: FileItem, b: FileItem) => a.name.localeCompare(b.name);
const time = (item: FileItem) => {
  const t = Date.parse(item.createdAt);
  return Number.isNaN(t) ? 0 : t;
};

/** Name A→Z; date newest first; size largest first (folders count as 0). Ties go by name. */
export function sortItems(items: readonly FileItem[], sort: FileSort): FileItem[] {
  const compare = {
    name: byName,
    date: (a: FileItem, b: FileItem) => time(b) - time(a) || byName(a, b),
    size: (a: FileItem, b: FileItem) => (b.size ?? 0) - (a.size ?? 0) || byName(a, b),
  }[sort];
  return [...items].sort(compare);
}

/** True when search or filter hide anything. */
export function hasActiveFilters(filter: FileFilter, search: string): boolean {
  return filter !== 'all' || search.trim() !== '';
}
