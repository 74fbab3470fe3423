import { ROOT_PATH } from './file-item';

/** The My Files addresses; a folder's path follows, one URL-encoded segment per folder. */
export const MY_FILES_BASES = ['/dashboard/my-files', '/app/my-files'] as const;
export const DEFAULT_MY_FILES_BASE = MY_FILES_BASES[0];
/** The query parameter naming the file to select (and scroll to) in the opened folder. */
export const SELECTED_FILE_PARAM = 'file';
/** The query parameter of the folder shown by a page that is not My Files (the Dashboard). */
export const FOLDER_PARAM = 'folder';

/** '/A/B c/' -> 'A/B%20c' (no leading or trailing slash; '' for the root). */
export function encodeFolderPath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent)
    .join('/');
}

/** 'A/B%20c' or '/A/B%20c/' -> '/A/B c/'; null when a segment is not valid percent-encoding. */
export function decodeFolderPath(encoded: string): string | null {
  const segments = encoded.split('/').filter((segment) => segment !== '');
  try {
    const names = segments.map(decodeURIComponent);
    return names.length === 0 ? ROOT_PATH : `/${names.join('/')}/`;
  } catch {
    return null;
  }
}

/** The My Files base a pathname starts with, if any ('/app/my-files/A' -> '/app/my-files'). */
export function myFilesBaseOf(pathname: string): string | null {
  return MY_FILES_BASES.find((base) => pathname === base || pathname.startsWith(`${base}/`)) ?? null;
}

/** The address of a folder in My Files, optionally with a file of it selected. */
export function myFilesUrl(path: string, options: { fileId?: string | null; base?: string } = {}): string {
  const encoded = encodeFolderPath(path);
  const base = options.base ?? DEFAULT_MY_FILES_BASE;
  const query = options.fileId ? `?${new URLSearchParams({ [SELECTED_FILE_PARAM]: options.fileId }).toString()}` : '';
  return `${base}${encoded ? `/${encoded}` : ''}${query}`;
}

/** The Trash screen's address, keeping the /app prefix when the current page uses it. */
export function trashUrl(pathname: string): string {
  return pathname === '/app' || pathname.startsWith('/app/') ? '/app/trash' : '/dashboard/trash';
}
