import { create } from 'zustand';
import type { UploadEntry, UploadGroup } from '../domain/upload-progress';

interface UploadQueueState {
  /** Every file of the current uploads, in the order chosen (client state only). */
  entries: UploadEntry[];
  add: (entries: readonly UploadEntry[]) => void;
  patch: (id: string, change: Partial<UploadEntry>) => void;
  patchMany: (
    ids: readonly string[],
    change: Partial<UploadEntry> | ((entry: UploadEntry) => Partial<UploadEntry>),
  ) => void;
  /** Forgets a group's files (after the dialog or the resume offer is done with them). */
  clearGroup: (group: UploadGroup) => void;
}

export const useUploadQueueStore = create<UploadQueueState>()((set) => ({
  entries: [],
  add: (entries) => set((state) => ({ entries: [...state.entries, ...entries] })),
  patch: (id, change) =>
    set((state) => ({ entries: state.entries.map((e) => (e.id === id ? { ...e, ...change } : e)) })),
  patchMany: (ids, change) =>
    set((state) => {
      const wanted = new Set(ids);
      return {
        entries: state.entries.map((e) =>
          wanted.has(e.id) ? { ...e, ...(typeof change === 'function' ? change(e) : change) } : e,
        ),
      };
    }),
  clearGroup: (group) => set((state) => ({ entries: state.entries.filter((e) => e.group !== group) })),
}));

/** The files of one group, for a panel. */
export const selectGroup = (group: UploadGroup) => (state: UploadQueueState) =>
  state.entries.filter((e) => e.group === group);
