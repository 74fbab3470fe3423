import type { ItemFieldsFragment } from '@coffer/web-data-access';
import type { FileItem } from './file-item';

/** A GraphQL Item as the file views show it. */
export function toFileItem(node: ItemFieldsFragment, extra: Partial<FileItem> = {}): FileItem {
  const encrypted = !!node.encryptionType && !!node.encryptedMetadata;
  return {
    id: node.id,
    databaseId: node.databaseId,
    type: node.type === 'FOLDER' ? 'folder' : 'file',
    name: node.name,
    path: node.path,
    mimeType: node.mimeType,
    size: node.size,
    createdAt: node.createdAt,
    previewUrl: node.previewUrl,
    largeThumbnailUrl: node.largeThumbnailUrl,
    smallThumbnailUrl: node.smallThumbnailUrl,
    downloadUrl: node.downloadUrl,
    sharedWithCount: node.sharedWithCount,
    hasShareLink: node.hasShareLink,
    liveLinkScope:
      node.liveLinkScope === 'PUBLIC' ? 'public' : node.liveLinkScope === 'RESTRICTED' ? 'restricted' : null,
    shareUrl: node.shareUrl,
    liveLinkUrl: node.liveLinkUrl,
    requiresPassword: node.requiresPassword,
    isNew: false,
    // Until this browser decrypts it (useDecryptedItems), an encrypted file is locked.
    ...(encrypted
      ? {
          encryptedMetadata: node.encryptedMetadata,
          encryption: 'locked' as const,
          previewUrl: null,
          largeThumbnailUrl: null,
          smallThumbnailUrl: null,
        }
      : {}),
    ...extra,
  };
}
