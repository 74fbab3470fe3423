import type { DropGrant } from './drop-api';

const KEY_PREFIX = 'coffer.drop-grant:';
/** A grant this close to its end is not used for a new upload (it would lapse mid-way). */
const MARGIN_MS = 60_000;

/** What this browser keeps of a request's grant: the grant, and whether the server called it void. */
export interface StoredGrant extends DropGrant {
  void?: boolean;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The grant this browser kept for the request, usable or not (an old one keeps the sender on a new `access`). */
export function loadGrant(token: string, store: Storage | undefined = storage()): StoredGrant | null {
  try {
    const raw = store?.getItem(KEY_PREFIX + token);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredGrant>;
    if (typeof parsed.grant !== 'string' || typeof parsed.validUntil !== 'string' || !parsed.sender) return null;
    return parsed as StoredGrant;
  } catch {
    return null;
  }
}

export function saveGrant(token: string, grant: DropGrant, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(KEY_PREFIX + token, JSON.stringify({ ...grant, void: false }));
  } catch {
    // Private mode or a full storage: the grant lives for this page only.
  }
}

/** The server refused the grant: it is kept only to name the sender on the next `access`. */
export function markGrantVoid(token: string, store: Storage | undefined = storage()): void {
  const kept = loadGrant(token, store);
  if (!kept) return;
  try {
    store?.setItem(KEY_PREFIX + token, JSON.stringify({ ...kept, void: true }));
  } catch {
    // As above.
  }
}

/** Whether a kept grant can carry uploads now: not refused, and not about to end. */
export function isUsable(grant: StoredGrant | null, now = Date.now()): grant is StoredGrant {
  if (!grant || grant.void) return false;
  const until = Date.parse(grant.validUntil);
  return Number.isFinite(until) && until - MARGIN_MS > now;
}
