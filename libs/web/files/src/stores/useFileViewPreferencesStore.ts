import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { FILE_SORTS, type FileSort } from '../domain/filter-sort';

export type ViewMode = 'grid' | 'list';

interface FileViewPreferencesState {
  viewMode: ViewMode;
  sort: FileSort;
  setViewMode: (mode: ViewMode) => void;
  setSort: (sort: FileSort) => void;
}

/** The localStorage key of the remembered choices. */
export const FILE_VIEW_PREFERENCES_KEY = 'coffer.fileView';

const isViewMode = (value: unknown): value is ViewMode => value === 'grid' || value === 'list';
const isSort = (value: unknown): value is FileSort => FILE_SORTS.some((sort) => sort === value);

/**
 * Grid or list and the sort order of the file views, remembered in this browser (client-only UI
 * state). A stored value this version does not know is ignored rather than shown.
 */
export const useFileViewPreferencesStore = create<FileViewPreferencesState>()(
  persist(
    (set) => ({
      viewMode: 'grid',
      sort: 'name',
      setViewMode: (viewMode) => set({ viewMode }),
      setSort: (sort) => set({ sort }),
    }),
    {
      name: FILE_VIEW_PREFERENCES_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ viewMode, sort }) => ({ viewMode, sort }),
      merge: (stored, current) => {
        const { viewMode, sort } = (stored ?? {}) as Partial<Record<'viewMode' | 'sort', unknown>>;
        return { ...current, ...(isViewMode(viewMode) ? { viewMode } : {}), ...(isSort(sort) ? { sort } : {}) };
      },
    },
  ),
);
