import { createHash } from 'node:crypto';
import { DomainError } from '@coffer/server-core';
import type { ItemType } from './stored-item';

/** The most entity tags one If-Match may list (a client lists the tags of what it read). */
export const MAX_IF_MATCH_TAGS = 1000;

/**
 * An item's entity tag, strong and quoted as HTTP writes it. A file's is its content hash, the
 * same value its download answers as `ETag`: it changes exactly when the bytes change. A folder
 * has no bytes; its tag names the folder and its place (id and full path), so it changes when the
 * folder is renamed or moved (or a folder above it is), not when something inside it changes.
 * Null for a file whose content hash is unknown (its bytes are no longer stored).
 */
export function itemEtag(item: {
  id: string;
  type: ItemType;
  path: string;
  name: string;
  contentHash?: string | null;
}): string | null {
  if (item.type === 'file') return item.contentHash ? `"${item.contentHash}"` : null;
  const place = createHash('sha256').update(`folder\u0000${item.id}\u0000${item.path}${item.name}/`).digest('hex');
  return `"folder-${place.slice(0, 32)}"`;
}

/** What a write was made conditional on (If-Match, or a mutation's `ifMatch`). */
export interface IfMatch {
  /** Whether an item whose tag is `etag` may be written. */
  allows(etag: string | null): boolean;
}

const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/**
 * Reads an If-Match value as HTTP writes it: `*` (any current item), or a
 * comma-separated list of entity tags compared strongly (a weak tag `W/"…"` never matches).
 * Absent (undefined, null): no condition. Anything else is VALIDATION_ERROR, before anything runs.
 */
export function parseIfMatch(raw: unknown): IfMatch | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw invalid();
  const value = raw.trim();
  if (value === '*') return { allows: () => true };
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length > MAX_IF_MATCH_TAGS) throw invalid();
  const strong = new Set<string>();
  for (const part of parts) {
    const match = ENTITY_TAG.exec(part);
    if (!match) throw invalid();
    if (!match[1]) strong.add(`"${match[2]}"`);
  }
  return { allows: (etag) => etag !== null && strong.has(etag) };
}

function invalid(): DomainError {
  return new DomainError(
    'VALIDATION_ERROR',
    'If-Match must be "*" or a comma-separated list of entity tags, each in double quotes (as ETag answers them).',
  ).at('ifMatch');
}

/** The refusal when an item's tag is not among those named: nothing was changed. */
export function preconditionFailed(): DomainError {
  return new DomainError(
    'PRECONDITION_FAILED',
    'The item changed since you read it (its entity tag is not one you named); nothing was changed. Read it again.',
  ).at('ifMatch');
}
