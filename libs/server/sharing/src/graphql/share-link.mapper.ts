import { toGlobalId } from '@coffer/server-core';
import type { ShareLinkView } from '../services/share-link.service';
import { ShareScopeEnum, type ShareLinkModel } from './sharing.models';

export function toLinkModel(link: ShareLinkView): ShareLinkModel {
  return {
    id: link.id,
    fileId: link.fileId,
    fileGlobalId: toGlobalId('Item', link.fileId),
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
