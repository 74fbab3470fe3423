import { DavError } from './dav-error';

/** Where WebDAV is served. */
export const DAV_PREFIX = '/dav';

/**
 * A resource in the signed-in account's tree: its name segments from the root (none: the root
 * folder itself), as decoded from the URL and normalised to NFC like every stored name.
 */
export interface DavPath {
  segments: string[];
  /** The URL ended with `/`: it can only name a folder. */
  folderOnly: boolean;
}

/**
 * The resource a request path under /dav names. Each segment is percent-decoded once; one that
 * decodes to `.`, `..` or something holding `/`, `\` or NUL is refused (400), so an encoded
 * separator can never reach another folder than the one it reads as.
 */
export function parseDavPath(pathname: string): DavPath {
  if (pathname !== DAV_PREFIX && !pathname.startsWith(`${DAV_PREFIX}/`))
    throw new DavError(403, 'FORBIDDEN', 'The address is outside the WebDAV folder /dav/.');
  const rest = pathname.slice(DAV_PREFIX.length);
  const segments: string[] = [];
  for (const raw of rest.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw).normalize('NFC');
    } catch {
      throw new DavError(400, 'INVALID_PATH', 'The address holds an invalid percent-encoding.');
    }
    // eslint-disable-next-line no-control-regex -- NUL is what this refuses
    if (segment === '.' || segment === '..' || /[/\\\u0000]/.test(segment))
      throw new DavError(400, 'INVALID_PATH', 'A path segment may not be ".", ".." or hold "/", "\\" or NUL.');
    segments.push(segment);
  }
  return { segments, folderOnly: rest.endsWith('/') && segments.length > 0 };
}

/** The resource's address: each segment percent-encoded, folders ending with `/`. */
export function hrefOf(segments: readonly string[], folder: boolean): string {
  const encoded = segments.map((segment) => encodeURIComponent(segment)).join('/');
  return `${DAV_PREFIX}/${encoded}${folder && segments.length > 0 ? '/' : ''}`;
}

/** The stored full path of the folder holding `segments` (`/`, `/a/b/`). */
export function parentFolderPath(segments: readonly string[]): string {
  return folderPathOf(segments.slice(0, -1));
}

/** The stored full path of the folder `segments` names. */
export function folderPathOf(segments: readonly string[]): string {
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** The key locks are kept under: `/` for the root, `/a/b` below it (no trailing slash). */
export function lockPathOf(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}

/**
 * The resource a `Destination` header names. It must be on this server (else 502 Bad Gateway,
 * as a server that cannot copy elsewhere answers) and inside /dav.
 */
export function parseDestination(header: string | undefined, requestHost: string | undefined): DavPath {
  if (!header) throw new DavError(400, 'VALIDATION_ERROR', 'The Destination header is required.');
  let url: URL;
  try {
    url = new URL(header, 'http://destination.invalid');
  } catch {
    throw new DavError(400, 'VALIDATION_ERROR', 'The Destination header is not a URL.');
  }
  const relative = url.host === 'destination.invalid';
  if (!relative && url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new DavError(502, 'FORBIDDEN', 'The Destination must be an http(s) address on this server.');
  if (!relative && url.host.toLowerCase() !== (requestHost ?? '').toLowerCase())
    throw new DavError(
      502,
      'FORBIDDEN',
      'The Destination is on another server: Coffer copies and moves only within itself.',
    );
  if (url.search || url.hash)
    throw new DavError(400, 'VALIDATION_ERROR', 'The Destination may not hold a query or a fragment.');
  return parseDavPath(url.pathname);
}
