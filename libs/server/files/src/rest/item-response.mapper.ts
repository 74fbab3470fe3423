import { servedName } from '../domain/served-name';
import type { StoredItem } from '../services/files.service';
import { NOT_SHARED, type ItemShareInfo } from '../services/file-sharing.port';

/** Contract §2.2: the REST item, an explicit whitelist (no storage key, no blob id). */
export interface RestItem {
  _id: string;
  type: 'file' | 'folder';
  name: string;
  path: string;
  mimetype?: string;
  size?: number;
  createdAt: string;
  updatedAt: string;
  url?: string;
  sharedWith: string[];
  hasShareLink: boolean;
  shareUrl?: string;
  shareScope?: 'public' | 'restricted';
  owner: string;
  originalName: string | null;
  encryptionType: string | null;
  iv: string | null;
  encryptedKey: string | null;
}

/** What the REST item is made of: a stored item, or a listing row whose dates are already text. */
type RestItemSource = Omit<StoredItem, 'createdAt' | 'updatedAt' | 'blobId' | 'blob' | 'owner'> & { createdAt: Date | string; updatedAt: Date | string };

const iso = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString());

export function isImage(item: Pick<StoredItem, 'type' | 'mimeType'>): boolean {
  return item.type === 'file' && (item.mimeType === 'image/png' || item.mimeType === 'image/jpeg');
}

/** Absolute preview URL for images (contract D10). */
export function previewUrl(publicUrl: string, item: Pick<StoredItem, 'id' | 'type' | 'mimeType'>): string | undefined {
  return isImage(item) ? `${publicUrl}/api/files/preview/${item.id}` : undefined;
}

export function toRestItem(item: RestItemSource, publicUrl: string, share: ItemShareInfo = NOT_SHARED): RestItem {
  const rest: RestItem = {
    _id: item.id,
    type: item.type,
    name: item.name,
    path: item.path,
    createdAt: iso(item.createdAt),
    updatedAt: iso(item.updatedAt),
    sharedWith: share.sharedWith,
    hasShareLink: share.hasShareLink,
    owner: item.ownerId,
    // Rows stored before the name rule may hold a name it refuses: such a name is never sent.
    originalName: item.originalName === null ? null : servedName(item, item.originalName),
    encryptionType: item.encryptionType,
    iv: item.iv,
    encryptedKey: item.encryptedKey,
  };
  if (item.type === 'file') {
    rest.mimetype = item.mimeType!;
    rest.size = item.size!;
    const url = previewUrl(publicUrl, item);
    if (url) rest.url = url;
  }
  if (share.shareUrl) rest.shareUrl = share.shareUrl;
  if (share.shareScope) rest.shareScope = share.shareScope;
  return rest;
}
