import { create } from 'zustand';

/** At most 3 toasts at once. */
export const TOAST_LIMIT = 3;
/** A dismissed toast is removed 5000 ms later. */
export const TOAST_REMOVE_DELAY_MS = 5000;
/** Toasts close by themselves after 5 seconds. */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** A horizontal swipe of this many pixels dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Toast: id, title, description, optional action, open flag, variant. */
export interface Toast {
  id: string;
  title?: string;
  description?: string;
  action?: ToastAction;
  open: boolean;
  variant: ToastVariant;
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

interface ToastState {
  /** Newest first; dismissed toasts stay (open: false) until removed. */
  toasts: Toast[];
  add: (input: ToastInput) => string;
  update: (id: string, patch: Partial<ToastInput>) => void;
  /** Closes one toast, or every toast without an id. */
  dismiss: (id?: string) => void;
  remove: (id?: string) => void;
  /** Holds a toast open (pointer over it or focus inside it); `release` restarts its auto-close. */
  hold: (id: string) => void;
  release: (id: string) => void;
}

let counter = 0;
const autoCloseTimers = new Map<string, ReturnType<typeof setTimeout>>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function clearTimer(timers: Map<string, ReturnType<typeof setTimeout>>, id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => {
  const scheduleAutoClose = (id: string) => {
    clearTimer(autoCloseTimers, id);
    autoCloseTimers.set(
      id,
      setTimeout(() => get().dismiss(id), TOAST_AUTO_CLOSE_MS),
    );
  };
  const scheduleRemoval = (id: string) => {
    if (removeTimers.has(id)) return;
    clearTimer(autoCloseTimers, id);
    removeTimers.set(
      id,
      setTimeout(() => get().remove(id), TOAST_REMOVE_DELAY_MS),
    );
  };

  return {
    toasts: [],
    add: (input) => {
      counter += 1;
      const id = `toast-${counter}`;
      const toast: Toast = { variant: 'default', ...input, id, open: true };
      const next = [toast, ...get().toasts];
      for (const dropped of next.slice(TOAST_LIMIT)) {
        clearTimer(autoCloseTimers, dropped.id);
        clearTimer(removeTimers, dropped.id);
      }
      set({ toasts: next.slice(0, TOAST_LIMIT) });
      scheduleAutoClose(id);
      return id;
    },
    update: (id, patch) => set({ toasts: get().toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) }),
    dismiss: (id) => {
      const targets = get().toasts.filter((t) => t.open && (id === undefined || t.id === id));
      if (targets.length === 0) return;
      for (const t of targets) scheduleRemoval(t.id);
      const closing = new Set(targets.map((t) => t.id));
      set({ toasts: get().toasts.map((t) => (closing.has(t.id) ? { ...t, open: false } : t)) });
    },
    remove: (id) => {
      const removed = get().toasts.filter((t) => id === undefined || t.id === id);
      for (const t of removed) {
        clearTimer(autoCloseTimers, t.id);
        clearTimer(removeTimers, t.id);
      }
      set({ toasts: id === undefined ? [] : get().toasts.filter((t) => t.id !== id) });
    },
    hold: (id) => clearTimer(autoCloseTimers, id),
    release: (id) => {
      const toast = get().toasts.find((t) => t.id === id);
      if (toast?.open) scheduleAutoClose(id);
    },
  };
});

/** Shows a toast; returns its id and a way to close it early. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  const id = useToastStore.getState().add(input);
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}
