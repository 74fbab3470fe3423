import { itemEtag } from '../domain/etag';
import { servedName } from '../domain/served-name';
import type { ItemResponseDto } from './files-response.dto';
import type { StoredItem } from '../services/files.service';
import { NOT_SHARED, type ItemShareInfo } from '../services/file-sharing.port';

/**
 * The REST item (docs/rest-api.md, Item): an explicit whitelist, no storage key or blob id. Its
 * fields are the OpenAPI schema's, so the description cannot drift from what is sent.
 */
export type RestItem = ItemResponseDto;

/** What the REST item is made of: a stored item, or a listing row whose dates are already text. */
type RestItemSource = Omit<StoredItem, 'createdAt' | 'updatedAt' | 'blobId' | 'blob' | 'owner'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

const iso = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString());

export function isImage(item: Pick<StoredItem, 'type' | 'mimeType'>): boolean {
  return item.type === 'file' && (item.mimeType === 'image/png' || item.mimeType === 'image/jpeg');
}

/** Absolute preview URL for images, built from PUBLIC_URL so clients need no base URL of their own. */
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
    encryptedMetadata: item.encryptedMetadata,
    contentHash: item.type === 'file' ? (item.contentHash ?? null) : null,
    etag: itemEtag(item),
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
