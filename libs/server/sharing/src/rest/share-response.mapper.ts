import { servedName, toRestItem, type RestItem } from '@coffer/server-files';
import type { ReceivedFile } from '../services/recipient.service';
import type { AddedSharedFile, SharedFileAccess } from '../services/share-access.service';
import type { ShareLinkView } from '../services/share-link.service';
import type { OpenedTree } from '../services/share-browse.service';

export function toCreateResponse(link: ShareLinkView) {
  return {
    shareUrl: link.url,
    token: link.token,
    expiresAt: link.expiresAt,
    maxAccess: link.maxAccess,
    scope: link.scope,
    allowedUsers: link.allowedUserIds,
    allowedEmails: link.allowedEmails,
    // File links keep the shape existing clients know.
    ...(link.kind === 'file' ? {} : { kind: link.kind }),
  };
}

/** What the owner sees of a link (PATCH and listings). */
export function toLinkResponse(link: ShareLinkView) {
  return {
    ...toCreateResponse(link),
    id: link.id,
    fileId: link.fileId,
    folderId: link.folderId,
    fileIds: link.fileIds,
    accessCount: link.accessCount,
    hasPassword: link.hasPassword,
    revoked: link.revokedAt !== null,
    createdAt: link.createdAt,
  };
}

export function toAccessResponse(access: SharedFileAccess) {
  const { file, owner } = access;
  return {
    downloadUrl: access.downloadUrl,
    thumbnailUrl: access.thumbnailUrl,
    metadata: {
      originalName: servedName(file, file.originalName),
      mimetype: file.mimeType,
      encryptionType: file.encryptionType,
      iv: file.iv,
      encryptedKey: file.encryptedKey,
      encryptedMetadata: file.encryptedMetadata,
      owner: { name: owner.name, email: owner.email },
    },
  };
}

/** Opening a folder or set link (docs/rest-api.md, Folder and set links). */
export function toTreeAccessResponse(tree: OpenedTree) {
  return {
    kind: tree.kind,
    name: tree.name,
    owner: { name: tree.owner.name, email: tree.owner.email },
    itemCount: tree.itemCount,
    browseUrl: tree.browseUrl,
    zipUrl: tree.zipUrl,
    validUntil: tree.validUntil.toISOString(),
    previewable: tree.previewable,
  };
}

const ALREADY_ADDED_MESSAGE = 'This file is already in your files';

/** The add-to-account answer (docs/rest-api.md) for the first add; a repeat says so (`alreadyAdded`) with the existing copy. */
export function toAddedResponse({ item: file, alreadyAdded }: AddedSharedFile) {
  const body = {
    message: alreadyAdded ? ALREADY_ADDED_MESSAGE : 'File added to your account',
    file: {
      _id: file.id,
      id: file.id,
      originalName: servedName(file, file.originalName),
      name: file.name,
      path: file.path,
      mimetype: file.mimeType,
      size: file.size,
    },
  };
  return alreadyAdded ? { ...body, alreadyAdded: true } : body;
}

/** A file shared with the caller (docs/rest-api.md, Shared item). */
export function toSharedItem(received: ReceivedFile, publicUrl: string) {
  const base: RestItem = toRestItem(received.item, publicUrl, received.share);
  return {
    _id: base._id,
    type: base.type,
    name: base.name,
    path: base.path,
    mimetype: base.mimetype,
    size: base.size,
    createdAt: base.createdAt,
    updatedAt: base.updatedAt,
    originalName: base.originalName,
    encryptionType: base.encryptionType,
    iv: base.iv,
    encryptedKey: base.encryptedKey,
    encryptedMetadata: base.encryptedMetadata,
    sharedWith: base.sharedWith,
    owner: received.owner.id,
    ownerEmail: received.owner.email,
    ownerName: received.owner.name,
    ...(base.url ? { url: base.url } : {}),
    shareLinkInfo: received.link
      ? { token: received.link.token, requiresPassword: received.link.requiresPassword }
      : null,
  };
}

/** One unseen entry per file (docs/rest-api.md, Unseen). */
export function toUnseenEntry(received: ReceivedFile) {
  const { item, owner, link } = received;
  return {
    token: link?.token ?? '',
    file: { _id: item.id, name: item.name, size: item.size, createdAt: item.createdAt, mimetype: item.mimeType },
    createdBy: { _id: owner.id, name: owner.name, email: owner.email },
    createdAt: received.sharedAt,
    expiresAt: link?.expiresAt ?? null,
  };
}
