import { MAX_NAME_BYTES, nameProblem } from '@coffer/shared-contracts';
import { DomainError } from '@coffer/server-core';

/** Limits on names and paths (see docs/api.md). The character rule is the shared name rule. */
export const MAX_SEGMENT_BYTES = MAX_NAME_BYTES;
export const MAX_PATH_SEGMENTS = 64;

/** Why a segment is invalid, or null. */
function segmentProblem(segment: string): string | null {
  return segment.includes('/') ? 'a slash' : nameProblem(segment);
}

/** A name or path as text a person can read in a message: invisible characters escaped, long input cut. */
export function display(value: string): string {
  const shown = value.length > 300 ? `${value.slice(0, 300)}…` : value;
  return shown.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what this escapes
    /["\\\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g,
    (c) => (c === '"' || c === '\\' ? `\\${c}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}

/** Validates one item name (no `/`), NFC-normalised. Throws INVALID_NAME. */
export function parseName(raw: unknown): string {
  if (typeof raw !== 'string') throw new DomainError('VALIDATION_ERROR', 'A name is required.');
  const name = raw.normalize('NFC');
  const problem = nameProblem(name);
  if (problem)
    throw new DomainError('INVALID_NAME', `The name "${display(name)}" is not allowed: it contains ${problem}.`);
  return name;
}

/**
 * Parses a folder path as clients send it (`/`, `/A/B/`, `A/B`, missing slashes are added)
 * into its segments. Throws INVALID_PATH naming the path.
 */
export function parseFolderPath(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw !== 'string') throw new DomainError('INVALID_PATH', 'The path must be a string.');
  const path = raw.normalize('NFC');
  if (path === '/') return [];
  const inner = path.replace(/^\//, '').replace(/\/$/, '');
  return checkSegments(inner.split('/'), path);
}

/** Parses a relative file path (`Trip/day1/a.jpg`, never starting with `/`) into segments. */
export function parseRelativePath(raw: string): string[] {
  const path = raw.normalize('NFC');
  return checkSegments(path.split('/'), path);
}

function checkSegments(segments: string[], path: string): string[] {
  if (segments.length > MAX_PATH_SEGMENTS) {
    throw new DomainError('INVALID_PATH', `The path "${display(path)}" is deeper than ${MAX_PATH_SEGMENTS} levels.`);
  }
  for (const segment of segments) {
    const problem = segmentProblem(segment);
    if (problem)
      throw new DomainError('INVALID_PATH', `The path "${display(path)}" is not allowed: it contains ${problem}.`);
  }
  return segments;
}

/** `/A/B/` for ['A', 'B']; `/` for the root. */
export function folderFullPath(segments: readonly string[]): string {
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** A folder's own full path from its parent path and name. */
export function childPath(parentPath: string, name: string): string {
  return `${parentPath}${name}/`;
}

/** Upper bound for a prefix range scan: every path under `prefix` (ending in `/`) sorts below it (collation "C"). */
export function prefixUpperBound(prefix: string): string {
  return `${prefix.slice(0, -1)}0`;
}

/** Depth of a full folder path: `/` → 0, `/A/B/` → 2. */
export function depthOf(fullPath: string): number {
  return fullPath === '/' ? 0 : fullPath.split('/').length - 2;
}

// Shared with the web app, which shows the name a "keep both" rename will get.
export { firstFreeName, splitExtension } from '@coffer/shared-contracts';
