import { create } from 'zustand';

interface SelectionState {
  /** Ids of the selected items. */
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Select-all selects all currently visible items. */
  selectAll: (ids: readonly string[]) => void;
  /** Navigating folders clears the selection. */
  clear: () => void;
  /** Deleting removes items from the selection. */
  remove: (ids: readonly string[]) => void;
}

/** The selection of the file views (ids only: the items themselves live in the Apollo cache). */
export const useSelectionStore = create<SelectionState>()((set, get) => ({
  selected: new Set<string>(),
  toggle: (id) => {
    const next = new Set(get().selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    set({ selected: next });
  },
  selectAll: (ids) => set({ selected: new Set(ids) }),
  clear: () => {
    if (get().selected.size > 0) set({ selected: new Set<string>() });
  },
  remove: (ids) => {
    const next = new Set(get().selected);
    for (const id of ids) next.delete(id);
    set({ selected: next });
  },
}));
