import type { FileItem } from './file-item';

/** How an item is shared, as every view shows it (badges, the Shared column, filters). */
export interface ItemSharing {
  /** A live link (neither revoked nor expired) or people it is shared with directly. */
  shared: boolean;
  /** Who may open the newest live link; null without one. */
  link: 'public' | 'restricted' | null;
  /** People it is shared with directly. */
  people: number;
  /** The live link asks for a password (in Shared With Me: opening it does). */
  password: boolean;
}

/**
 * The one definition of "shared": a live link or direct recipients. The server's dashboard
 * count (`sharedFiles`) counts files by the same rule, so the views and the count agree.
 */
export function itemSharing(
  item: Pick<FileItem, 'liveLinkScope' | 'sharedWithCount' | 'requiresPassword'>,
): ItemSharing {
  return {
    shared: item.liveLinkScope !== null || item.sharedWithCount > 0,
    link: item.liveLinkScope,
    people: item.sharedWithCount,
    password: item.requiresPassword,
  };
}

export function isShared(item: Pick<FileItem, 'liveLinkScope' | 'sharedWithCount'>): boolean {
  return itemSharing({ ...item, requiresPassword: false }).shared;
}

/** '1 person', '3 people'. */
export function peopleLabel(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}
