import { clientBindingHeaders } from '@coffer/web-data-access';

/** What a link names: one file, one folder, or a fixed set of files. */
export type ShareLinkKind = 'file' | 'folder' | 'set';

/** The answer of `POST /api/share/access/:token` for a folder or set link: a browse grant. */
export interface FolderShareGrant {
  kind: 'folder' | 'set';
  /** The folder's name, or `N files` for a set. */
  name: string;
  owner: { name: string | null; email: string | null };
  /** Direct children (folder) or live members (set). */
  itemCount: number;
  /** Signed, lives one hour; `&path=a/b` lists a sub-folder. */
  browseUrl: string;
  /** Signed; `&ids=a,b` zips a selection. */
  zipUrl: string;
  validUntil: string;
  /** False under a download limit: no full-size previews are offered. */
  previewable: boolean;
}

export interface ShareListingItem {
  id: string;
  type: 'file' | 'folder';
  name: string;
  /** A folder's path inside the share (`Day 1/Raw`); null for files. */
  path: string | null;
  size: number | null;
  mimeType: string | null;
  updatedAt: string;
  /** End-to-end encrypted: listed, but never downloaded, previewed or zipped. */
  encrypted: boolean;
  downloadUrl: string | null;
  previewUrl: string | null;
  thumbnailUrl: string | null;
}

export interface ShareBreadcrumb {
  name: string;
  path: string;
}

/** `GET browseUrl[&path=]`: one folder of the share (or the whole set). */
export interface ShareListing {
  kind: 'folder' | 'set';
  name: string;
  path: string;
  breadcrumbs: ShareBreadcrumb[];
  items: ShareListingItem[];
}

/** A refused REST call: the server's `{ code, message }` and the HTTP status. */
export class ShareRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ShareRequestError';
  }
}

async function refusal(response: Response, fallback: string): Promise<ShareRequestError> {
  let code: string | undefined;
  let message = fallback;
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string') code = body.code;
    if (typeof body.message === 'string' && body.message !== '') message = body.message;
  } catch {
    // Not the server's JSON (a proxy's page): the status says enough.
  }
  return new ShareRequestError(response.status, code, message);
}

/**
 * Opens a link over REST (`POST /api/share/access/:token`), which answers every kind of link.
 * Folder and set links count nothing when opened; the page only asks this once GraphQL's
 * `shareAccess` (file links only) has not opened the link.
 */
export async function openShareLink(
  token: string,
  password: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<{ kind: ShareLinkKind } & Partial<FolderShareGrant>> {
  const response = await fetchImpl(`/api/share/access/${encodeURIComponent(token)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...clientBindingHeaders() },
    body: JSON.stringify(password === undefined ? {} : { password }),
  });
  if (!response.ok) throw await refusal(response, 'Failed to access shared file');
  return (await response.json()) as { kind: ShareLinkKind } & Partial<FolderShareGrant>;
}

/** Whether an opened link is a folder or set link with its grant. */
export function isFolderShareGrant(answer: { kind?: unknown } & Partial<FolderShareGrant>): answer is FolderShareGrant {
  return (answer.kind === 'folder' || answer.kind === 'set') && typeof answer.browseUrl === 'string';
}

function withParam(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${value}`;
}

/** The listing of the folder at `path` inside the share ('' is the shared folder itself). */
export function listingUrl(browseUrl: string, path: string): string {
  return path === '' ? browseUrl : withParam(browseUrl, 'path', encodeURIComponent(path));
}

/** The whole share as one zip, or only the items named by `ids`. */
export function zipDownloadUrl(zipUrl: string, ids?: readonly string[]): string {
  if (!ids || ids.length === 0) return zipUrl;
  return withParam(zipUrl, 'ids', ids.map(encodeURIComponent).join(','));
}

export async function fetchShareListing(
  browseUrl: string,
  path: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ShareListing> {
  const response = await fetchImpl(listingUrl(browseUrl, path), { credentials: 'omit' });
  if (!response.ok) throw await refusal(response, 'The folder could not be loaded');
  return (await response.json()) as ShareListing;
}

/** The grant is stale (or another replica changed the link's secret): open the link again. */
export function isStaleGrant(error: unknown): boolean {
  return error instanceof ShareRequestError && error.code === 'DOWNLOAD_URL_INVALID';
}

/** The sub-path of the address (`?path=a/b`); '' for the shared folder itself. */
export function sharePathOf(search: string): string {
  return new URLSearchParams(search).get('path') ?? '';
}

/** The query string for a sub-path: `?path=a/b` (slashes kept readable), '' for the shared folder. */
export function searchForSharePath(path: string): string {
  return path === '' ? '' : `?path=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
}

export type ShareSortKey = 'name' | 'date' | 'size';
export interface ShareSort {
  key: ShareSortKey;
  direction: 'asc' | 'desc';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Folders first, then files, each ordered by the chosen key (ties by name). */
export function sortShareItems(items: readonly ShareListingItem[], sort: ShareSort): ShareListingItem[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byKey = (a: ShareListingItem, b: ShareListingItem): number => {
    if (sort.key === 'date') return Date.parse(a.updatedAt) - Date.parse(b.updatedAt);
    if (sort.key === 'size') return (a.size ?? 0) - (b.size ?? 0);
    return 0;
  };
  return [...items].sort((a, b) => {
    if (a.type !== b.type) return a.type === 'folder' ? -1 : 1;
    return sign * (byKey(a, b) || collator.compare(a.name, b.name));
  });
}

/** Items of the current listing whose name holds every word of the query (any case). */
export function filterShareItems(items: readonly ShareListingItem[], query: string): ShareListingItem[] {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const name = item.name.toLocaleLowerCase();
    return words.every((word) => name.includes(word));
  });
}

/** Items a visitor may select and download: everything but end-to-end encrypted files. */
export function isSelectable(item: ShareListingItem): boolean {
  return !item.encrypted;
}

/** 'Shared by Ann', from the grant's owner. */
export function folderSharedByLabel(owner: FolderShareGrant['owner']): string {
  return `Shared by ${owner.name || owner.email || 'Unknown'}`;
}

export const ENCRYPTED_ITEM_EXPLANATION =
  'End-to-end encrypted: its content stays sealed here. The owner can share it only with a file link of its own.';
