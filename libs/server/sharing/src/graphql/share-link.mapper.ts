import { toGlobalId } from '@coffer/server-core';
import type { ShareLinkView } from '../services/share-link.service';
import { ShareLinkKindEnum, ShareScopeEnum, type ShareLinkModel } from './sharing.models';

const KINDS = { file: ShareLinkKindEnum.FILE, folder: ShareLinkKindEnum.FOLDER, set: ShareLinkKindEnum.SET };

export function toLinkModel(link: ShareLinkView): ShareLinkModel {
  return {
    id: link.id,
    kind: KINDS[link.kind],
    fileId: link.fileId,
    fileGlobalId: link.fileId && toGlobalId('Item', link.fileId),
    folderId: link.folderId,
    fileIds: link.fileIds,
    token: link.token,
    url: link.url,
    scope: link.scope === 'public' ? ShareScopeEnum.PUBLIC : ShareScopeEnum.RESTRICTED,
    expiresAt: link.expiresAt,
    maxAccess: link.maxAccess,
    accessCount: link.accessCount,
    hasPassword: link.hasPassword,
    allowedEmails: link.allowedEmails,
    revoked: link.revokedAt !== null,
    createdAt: link.createdAt,
  };
}
