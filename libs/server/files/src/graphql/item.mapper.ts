import { childPath } from '../domain/item-path';
import { previewUrl } from '../rest/item-response.mapper';
import { NOT_SHARED, type ItemShareInfo } from '../services/file-sharing.port';
import type { StoredItem } from '../services/files.service';
import { ItemKind, ShareScopeEnum, type ItemModel } from './item.model';

export function toItemModel(item: StoredItem, publicUrl: string, share: ItemShareInfo = NOT_SHARED): ItemModel {
  const isFile = item.type === 'file';
  return {
    id: item.id,
    type: isFile ? ItemKind.FILE : ItemKind.FOLDER,
    name: item.name,
    path: item.path,
    fullPath: isFile ? null : childPath(item.path, item.name),
    mimeType: item.mimeType,
    size: item.size,
    encryptionType: item.encryptionType,
    encryptedMetadata: item.encryptedMetadata,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    previewUrl: previewUrl(publicUrl, item) ?? null,
    blobId: isFile ? item.blobId : null,
    contentHash: isFile ? item.contentHash : null,
    sharedWithCount: share.sharedWith.length,
    hasShareLink: share.hasShareLink,
    shareUrl: share.shareUrl,
    liveLinkScope:
      share.liveLinkScope === null
        ? null
        : share.liveLinkScope === 'public'
          ? ShareScopeEnum.PUBLIC
          : ShareScopeEnum.RESTRICTED,
    liveLinkUrl: share.liveLinkUrl,
    requiresPassword: share.requiresPassword,
  };
}
