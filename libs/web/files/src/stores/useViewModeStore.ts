import { create } from 'zustand';

export type ViewMode = 'grid' | 'list';

interface ViewModeState {
  viewMode: ViewMode;
  setViewMode: (mode: ViewMode) => void;
}

/** Grid or list (client-only UI state, kept while the app is open). */
export const useViewModeStore = create<ViewModeState>()((set) => ({
  viewMode: 'grid',
  setViewMode: (viewMode) => set({ viewMode }),
}));
