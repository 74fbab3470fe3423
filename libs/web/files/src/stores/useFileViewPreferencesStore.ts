import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { FileSort } from '../domain/filter-sort';
import { DEFAULT_FILE_VIEW, FILE_VIEW_PREFERENCES_KEY, isSort, isViewMode, type ViewMode } from '../view-preferences';

export { FILE_VIEW_PREFERENCES_KEY, type ViewMode };

interface FileViewPreferencesState {
  viewMode: ViewMode;
  sort: FileSort;
  setViewMode: (mode: ViewMode) => void;
  setSort: (sort: FileSort) => void;
}

/**
 * Grid or list and the sort order of the file views, remembered in this browser (client-only UI
 * state). A stored value this version does not know is ignored rather than shown.
 */
export const useFileViewPreferencesStore = create<FileViewPreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULT_FILE_VIEW,
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
