/**
 * How the share page hands an end-to-end encrypted download to the service worker, for browsers
 * without the File System Access API. The key travels only in a postMessage, never in a URL: the
 * page posts it with the download URL and a random id, then navigates a hidden frame to
 * `SHARE_DOWNLOAD_SCOPE + id`; the worker answers that navigation with the decrypted stream as an
 * attachment, once, and reports the outcome on the message port.
 */
export const SHARE_DOWNLOAD_WORKER_URL = '/share-download-sw.js';
/** The worker only sees navigations under this path: it controls no page of the app. */
export const SHARE_DOWNLOAD_SCOPE = '/share-download/';

export interface ShareDownloadRequest {
  type: 'download';
  id: string;
  /** The raw 16-byte file key. */
  key: Uint8Array;
  downloadUrl: string;
  name: string;
}

/** What the worker answers on the request's port. */
export type ShareDownloadReport = { type: 'ready' } | { type: 'done' } | { type: 'failed'; message: string };
