import { formatFileSize } from '@coffer/web-ui';
import { ROOT_PATH } from './file-item';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A trash entry as the Trash screen shows it. */
export interface TrashEntry {
  id: string;
  type: 'file' | 'folder';
  name: string;
  /** The folder it goes back to ('/' at both ends). */
  path: string;
  mimeType: string | null;
  /** ISO-8601. */
  trashedAt: string;
  /** ISO-8601: when it is deleted for good. */
  expiresAt: string;
  /** Bytes of everything that went with it. */
  totalBytes: number;
  /** Items that went with it, itself included. */
  itemCount: number;
}

/** Where a trash entry came from: 'My Files' for the root, else its folder ('/Projects/2024'). */
export function originalLocation(path: string): string {
  return path === ROOT_PATH ? 'My Files' : path.replace(/\/$/, '');
}

/** A file's size; a folder's total bytes and how many items were inside it. */
export function trashEntrySize(entry: Pick<TrashEntry, 'type' | 'totalBytes' | 'itemCount'>): string {
  if (entry.type === 'file') return entry.totalBytes > 0 ? formatFileSize(entry.totalBytes) : '0 B';
  const inside = entry.itemCount - 1;
  if (inside <= 0) return 'Empty folder';
  const bytes = entry.totalBytes > 0 ? formatFileSize(entry.totalBytes) : '0 B';
  return `${bytes} · ${inside === 1 ? '1 item' : `${inside} items`}`;
}

/** Whole days (rounded up) until `expiresAt`. */
export function daysLeft(expiresAt: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / DAY_MS));
}

/** '30 days left', '1 day left'; under a day: 'Less than a day left'. */
export function daysLeftLabel(expiresAt: string, now: number = Date.now()): string {
  const remaining = new Date(expiresAt).getTime() - now;
  if (remaining < DAY_MS) return 'Less than a day left';
  const days = daysLeft(expiresAt, now);
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** The empty Trash's line about how long deleted items stay. */
export function retentionLine(retentionDays: number | null | undefined): string {
  if (retentionDays === null || retentionDays === undefined)
    return 'Deleted items stay here for a while before they are deleted for good.';
  const days = retentionDays === 1 ? '1 day' : `${retentionDays} days`;
  return `Deleted items stay here for ${days} before they are deleted for good.`;
}

/** Where one restored item went: its folder, and its new name when the old one was taken. */
export function restoredMessage(original: { name: string }, restored: { name: string; path: string }): string {
  const where = originalLocation(restored.path);
  if (restored.name !== original.name) return `"${original.name}" is back in ${where} as "${restored.name}".`;
  return `"${original.name}" is back in ${where}.`;
}

/** The toast after restoring: each item's destination when one, else a count. */
export function restoredToast(
  originals: ReadonlyArray<{ id: string; name: string }>,
  restored: ReadonlyArray<{ id: string; name: string; path: string }>,
): { title: string; description: string } {
  const byId = new Map(originals.map((o) => [o.id, o]));
  const lines = restored.map((item) => restoredMessage(byId.get(item.id) ?? item, item));
  if (restored.length === 1) return { title: 'Restored', description: lines[0]! };
  return { title: `${restored.length} items restored`, description: lines.join(' ') };
}
