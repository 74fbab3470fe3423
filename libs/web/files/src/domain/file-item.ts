/**
 * A file or folder as the file views show it. The GraphQL API provides this shape;
 * the views never fetch it themselves.
 */
export interface FileItem {
  /** The global id: GraphQL arguments and the Apollo cache. */
  id: string;
  /** The UUID: REST paths and the `fileId` of links into a folder. */
  databaseId: string;
  type: 'file' | 'folder';
  name: string;
  /** The parent folder's full path, '/' at both ends; '/' for the root. */
  path: string;
  mimeType: string | null;
  /** Bytes; null for folders. */
  size: number | null;
  /** ISO-8601. */
  createdAt: string;
  /** The original image inline (PNG and JPEG; cookie auth), or null. */
  previewUrl: string | null;
  /** Thumbnail fitting 512×512 (signed, WebP); null for folders and types without one. */
  largeThumbnailUrl?: string | null;
  /** Thumbnail fitting 128×128, as `largeThumbnailUrl`. */
  smallThumbnailUrl?: string | null;
  /** How many people it is shared with directly (the owner's view; 0 in Shared With Me). */
  sharedWithCount: number;
  /** Any link that is not revoked, expired ones included. */
  hasShareLink: boolean;
  /** Who may open the newest live link (neither revoked nor expired); null: no live link. */
  liveLinkScope: 'public' | 'restricted' | null;
  /** URL of that live link. */
  liveLinkUrl?: string | null;
  /** Signed download URL that needs no cookie (files only; 10 to 15 minutes); absent in tests' fixtures. */
  downloadUrl?: string | null;
  /** URL of the newest share link, if any. */
  shareUrl?: string | null;
  /** Shared With Me: the token of the link that shares it with the user (null: direct share). */
  shareToken?: string | null;
  /** Shared With Me: who shared it. */
  ownerLabel?: string;
  /** My Files: the newest live link asks for a password. Shared With Me: opening it does. */
  requiresPassword: boolean;
  /** Shared with the user and not opened yet. */
  isNew: boolean;
  /** End-to-end encrypted: the encrypted metadata record (name and type); null or absent otherwise. */
  encryptedMetadata?: string | null;
  /**
   * End-to-end encrypted: 'unlocked' when this browser holds the key (the name shown is the real
   * one), 'locked' when it does not (the name is the placeholder).
   */
  encryption?: 'unlocked' | 'locked';
}

export const ROOT_PATH = '/';

/** A folder's own full path: path + name + '/'. */
export function folderFullPath(folder: Pick<FileItem, 'path' | 'name'>): string {
  return `${folder.path}${folder.name}/`;
}

export interface PathCrumb {
  label: string;
  path: string;
}

/** Breadcrumb: 'Home' (the root), then each segment of `path` with its full path. */
export function pathCrumbs(path: string): PathCrumb[] {
  const crumbs: PathCrumb[] = [{ label: 'Home', path: ROOT_PATH }];
  let current = ROOT_PATH;
  for (const segment of path.split('/').filter((s) => s !== '')) {
    current = `${current}${segment}/`;
    crumbs.push({ label: segment, path: current });
  }
  return crumbs;
}

/** How a folder reads to people: 'Home' for the root, else its segments ('Photos / 2024'). */
export function folderLabel(path: string): string {
  if (path === ROOT_PATH) return 'Home';
  return pathCrumbs(path)
    .slice(1)
    .map((crumb) => crumb.label)
    .join(' / ');
}
