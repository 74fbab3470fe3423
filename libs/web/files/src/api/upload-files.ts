import { clientBindingHeaders, reportUnauthorized } from '@coffer/web-data-access';
import type { ShareExpiry } from '@coffer/shared-contracts';
import type { UploadConflictChoice } from '../domain/upload-conflicts';
import type { UploadCandidate } from '../domain/upload-selection';

export const UPLOAD_URL = '/api/files/upload';
export const PROTECTED_SHARE_URL = '/api/share/protected';
/** The fallback when neither the server nor the error give a message. */
export const UPLOAD_FAILED_FALLBACK = 'Upload failed.';

export interface UploadRequest {
  candidates: readonly UploadCandidate[];
  /** The folder being browsed ('/A/B/'); '/' from the dashboard. */
  parentPath: string;
  expiry: ShareExpiry;
  shareType: 'public' | 'private';
  /** Private uploads only. */
  emails: readonly string[];
  /**
   * Send no share options: no link is wanted, or the link is made after the upload together with
   * its password, so an interrupted or abandoned upload never leaves an unprotected link behind.
   */
  omitShareFields?: boolean;
  /** 'replace': a file of the same name in the folder gets the new content (the old one becomes a version). */
  onConflict?: UploadConflictChoice;
}

export interface UploadedFile {
  id: string;
  name: string;
  path: string;
}

/** A failed upload: the server's message (or the fallback), its code and HTTP status. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function errorFromResponse(status: number, body: unknown): UploadError {
  const b = (body ?? {}) as { message?: unknown; code?: unknown };
  const message = typeof b.message === 'string' && b.message !== '' ? b.message : UPLOAD_FAILED_FALLBACK;
  return new UploadError(message, typeof b.code === 'string' ? b.code : undefined, status);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Multipart body: per file `files` then `relativePaths`, then the shared fields. */
export function uploadFormData(request: UploadRequest): FormData {
  const form = new FormData();
  for (const { file, relativePath } of request.candidates) {
    form.append('files', file, file.name);
    form.append('relativePaths', relativePath);
  }
  form.append('parentPath', request.parentPath);
  if (request.onConflict === 'replace') form.append('onConflict', 'replace');
  if (request.omitShareFields) return form;
  form.append('expiry', request.expiry);
  form.append('shareType', request.shareType);
  if (request.shareType === 'private') form.append('emails', JSON.stringify(request.emails));
  return form;
}

/**
 * POST /api/files/upload through XMLHttpRequest, for upload progress events (`onProgress`
 * receives 0–100; `signal` aborts it). Resolves with the created files; rejects with an UploadError.
 */
export function uploadFiles(
  request: UploadRequest,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(clientBindingHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        const created = (body as { created?: UploadedFile[] } | null)?.created ?? [];
        resolve(created);
        return;
      }
      if (xhr.status === 401) reportUnauthorized();
      reject(errorFromResponse(xhr.status, body));
    };
    xhr.onerror = () => reject(new UploadError('Network error: the upload did not reach the server.'));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.'));
    xhr.send(uploadFormData(request));
  });
}

/** POST /api/share/protected for one uploaded file: protects the link the upload made. */
export async function protectUploadedFile(
  fileId: string,
  password: string,
  settings: { expiry: ShareExpiry; shareType: 'public' | 'private'; emails: readonly string[] },
  expiresIn: number | null,
): Promise<void> {
  const restricted = settings.shareType === 'private';
  const response = await fetch(PROTECTED_SHARE_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...clientBindingHeaders() },
    body: JSON.stringify({
      fileId,
      password,
      ...(expiresIn !== null ? { expiresIn } : {}),
      scope: restricted ? 'restricted' : 'public',
      ...(restricted ? { emails: settings.emails } : {}),
    }),
  });
  if (!response.ok) {
    if (response.status === 401) reportUnauthorized();
    throw errorFromResponse(response.status, parseJson(await response.text()));
  }
}
