import type { EventTopic } from '@coffer/server-core';

/**
 * The events a webhook may subscribe to: the enum name (GraphQL, and what `eventTypes` takes) and
 * the `type` its JSON body carries.
 */
export const WEBHOOK_EVENTS = {
  UPLOAD_COMPLETED: 'upload.completed',
  ITEMS_CHANGED: 'items.changed',
  SHARE_LINK_CREATED: 'share_link.created',
  SHARE_LINK_UPDATED: 'share_link.updated',
  SHARE_LINK_REVOKED: 'share_link.revoked',
  SHARE_RECEIVED: 'share.received',
  SHARE_WITHDRAWN: 'share.withdrawn',
  CREDENTIALS_ENDED: 'credentials.ended',
  FILE_REQUEST_RECEIVED: 'file_request.received',
} as const;
export type WebhookEventName = keyof typeof WEBHOOK_EVENTS;

export function isWebhookEventName(value: unknown): value is WebhookEventName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(WEBHOOK_EVENTS, value);
}

/** What a bus event means for webhooks: whose it is, its type, its data and the items it is about. */
export interface WebhookEvent {
  userId: string;
  name: WebhookEventName;
  data: Record<string, unknown>;
  /** Parent folder paths of the items concerned, when the event names them. */
  paths: string[];
  /** Files concerned, whose paths are looked up for folder filters. */
  fileIds: string[];
}

type Payload = Record<string, unknown>;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Reads an event of the bus as a webhook event, or null when no webhook hears of it. Only what an
 * integrator may see goes into `data` (never session ids).
 */
export function toWebhookEvent(topic: EventTopic, raw: object): WebhookEvent | null {
  const payload = raw as Payload;
  const userId = str(payload['userId']);
  if (!userId) return null;
  const event = (name: WebhookEventName, data: Payload, paths: string[] = [], fileIds: string[] = []) => ({
    userId,
    name,
    data,
    paths,
    fileIds,
  });
  switch (topic) {
    case 'itemsChanged': {
      const path = str(payload['path']);
      return event('ITEMS_CHANGED', { path, reason: str(payload['reason']) }, path ? [path] : []);
    }
    case 'uploadCompleted':
      return event('UPLOAD_COMPLETED', { fileIds: strings(payload['fileIds']) }, [], strings(payload['fileIds']));
    case 'shareLinkCreated': {
      const kind = str(payload['kind']) ?? 'file';
      const fileId = str(payload['fileId']);
      const folderId = str(payload['folderId']);
      const fileIds = strings(payload['fileIds']);
      // A file link's event keeps the shape integrators know; folder and set links say what they are.
      const data =
        kind === 'file'
          ? { linkId: str(payload['linkId']), fileId }
          : kind === 'folder'
            ? { linkId: str(payload['linkId']), kind, folderId }
            : { linkId: str(payload['linkId']), kind, fileIds };
      // The items named decide folder filters: the file, the folder itself, or each file of a set.
      return event(
        'SHARE_LINK_CREATED',
        data,
        [],
        [fileId, folderId, ...fileIds].filter((id) => id !== undefined),
      );
    }
    case 'shareLinksChanged': {
      const linkIds = strings(payload['linkIds']);
      if (payload['reason'] !== 'revoked') return event('SHARE_LINK_UPDATED', { linkIds });
      const fileId = str(payload['fileId']);
      const folderId = str(payload['folderId']);
      const data = folderId ? { linkIds, kind: 'folder', folderId } : { linkIds, fileId };
      const named = fileId ?? folderId;
      return event('SHARE_LINK_REVOKED', data, [], named ? [named] : []);
    }
    case 'shareReceived':
      return event('SHARE_RECEIVED', {
        fileId: str(payload['fileId']),
        fileName: str(payload['fileName']),
        sharedBy: payload['sharedBy'] ?? null,
      });
    case 'shareWithdrawn':
      return event('SHARE_WITHDRAWN', { fileId: str(payload['fileId']) });
    case 'credentialsEnded':
      return event('CREDENTIALS_ENDED', { reason: str(payload['reason']), tokenId: str(payload['tokenId']) ?? null });
    case 'fileRequestReceived': {
      const itemId = str(payload['fileId']);
      return event(
        'FILE_REQUEST_RECEIVED',
        {
          requestId: str(payload['requestId']),
          itemId,
          name: str(payload['name']),
          size: typeof payload['size'] === 'number' ? payload['size'] : null,
          senderName: payload['senderName'] ?? null,
          senderEmail: payload['senderEmail'] ?? null,
        },
        [],
        itemId ? [itemId] : [],
      );
    }
  }
}

/** Whether an item whose parent folder is `itemPath` lies under the folder whose full path is `folderPath`. */
export function isUnder(itemPath: string, folderPath: string): boolean {
  return itemPath.startsWith(folderPath);
}
