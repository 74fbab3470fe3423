import { isUuid } from '../paging/page';

/** The object types with a global id, one per kind of row a client can fetch again with `node(id:)`. */
export const NODE_TYPES = [
  'Item',
  'TrashEntry',
  'FileVersion',
  'ShareLink',
  'FileRequest',
  'AccessToken',
  'User',
  'Webhook',
  'WebhookDelivery',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Names no row: ids that are not ours still reach the services, which answer not-found for it. */
export const NO_ROW_ID = '00000000-0000-0000-0000-000000000000';

const GLOBAL_ID = /^[A-Za-z0-9_-]{1,120}$/;

function isNodeType(value: string): value is NodeType {
  return (NODE_TYPES as readonly string[]).includes(value);
}

/** The opaque global id of a row: base64url of `Type:uuid`. */
export function toGlobalId(type: NodeType, databaseId: string): string {
  return Buffer.from(`${type}:${databaseId.toLowerCase()}`).toString('base64url');
}

/**
 * Reads a global id strictly: a known type, a canonical UUID, and the exact encoding `toGlobalId`
 * makes (no padding, no other spelling of the same bytes). Anything else is null.
 */
export function parseGlobalId(id: unknown): { type: NodeType; databaseId: string } | null {
  if (typeof id !== 'string' || !GLOBAL_ID.test(id)) return null;
  const decoded = Buffer.from(id, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  const type = decoded.slice(0, colon);
  const databaseId = decoded.slice(colon + 1);
  if (colon < 1 || !isNodeType(type) || !isUuid(databaseId)) return null;
  return toGlobalId(type, databaseId) === id ? { type, databaseId: databaseId.toLowerCase() } : null;
}

/**
 * The UUID an id argument names: a global id of one of `types`, or (deprecated, for one release) the
 * bare UUID clients used before global ids. Any other value becomes NO_ROW_ID, so the service answers
 * exactly as for a missing row.
 */
export function databaseIdOf(id: unknown, ...types: NodeType[]): string {
  if (isUuid(id)) return id;
  const parsed = parseGlobalId(id);
  return parsed && types.includes(parsed.type) ? parsed.databaseId : NO_ROW_ID;
}
