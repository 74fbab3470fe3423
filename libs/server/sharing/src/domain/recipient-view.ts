import { NOT_SHARED, type ItemShareInfo } from '@coffer/server-files';

/**
 * What a recipient sees of the sharing of someone else's file, on every transport: themselves
 * among its direct shares when the owner shared it with them directly, and nothing else — not
 * the other recipients, not the owner's links.
 */
export function recipientShareInfo(recipientId: string, sharedDirectly: boolean): ItemShareInfo {
  return { ...NOT_SHARED, sharedWith: sharedDirectly ? [recipientId] : [] };
}
