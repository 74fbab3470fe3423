import { clientBindingHeaders } from '@coffer/web-data-access';

/** The header every call after `access` carries the grant in. */
export const DROP_GRANT_HEADER = 'Coffer-Drop-Grant';

/** `GET /api/drop/:token`: what a visitor may know of a request. */
export interface DropRequestInfo {
  title: string;
  message: string;
  owner: { name: string | null };
  expiresAt: string | null;
  passwordRequired: boolean;
  restricted: boolean;
  requireName: boolean;
  requireEmail: boolean;
  /** Empty: every type the instance accepts. */
  acceptedTypes: string[];
  maxFiles: number | null;
  maxFileBytes: number | null;
  maxTotalBytes: number | null;
  /** Null without a limit. */
  remainingFiles: number | null;
  remainingBytes: number | null;
}

export interface DropSender {
  name: string | null;
  email: string | null;
  verified: boolean;
}

/** `POST /api/drop/:token/access`: the signed grant of one sender, valid 24 hours. */
export interface DropGrant {
  grant: string;
  validUntil: string;
  sender: DropSender;
}

export interface DropAccessInput {
  password?: string;
  name?: string;
  email?: string;
  code?: string;
}

/** One upload of this sender (`GET /api/drop/:token/uploads`). */
export interface SentUpload {
  id: string;
  name: string;
  relativePath: string | null;
  size: number;
  offset: number;
  state: 'uploading' | 'received';
  receivedAt?: string | null;
  startedAt?: string | null;
}

/** A refused call: the server's `{ code, message }` and the HTTP status (0: no answer). */
export class DropRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'DropRequestError';
  }
}

/** The answers about the request itself: the page shows them instead of the form or the uploader. */
export const REQUEST_REFUSALS = ['REQUEST_NOT_FOUND', 'REQUEST_CLOSED', 'REQUEST_EXPIRED', 'SENDER_BLOCKED'] as const;
export type RequestRefusal = (typeof REQUEST_REFUSALS)[number];

export function isRequestRefusal(code: string | undefined): code is RequestRefusal {
  return (REQUEST_REFUSALS as readonly string[]).includes(code ?? '');
}

export const GRANT_INVALID = 'REQUEST_GRANT_INVALID';
export const NETWORK_FAILURE = 'The server could not be reached. Check your connection and try again.';

/** The server's `{ code, message }` of a refused call, or the fallback for a body that is not. */
export function parseRefusal(status: number, body: string | null | undefined, fallback: string): DropRequestError {
  let code: string | undefined;
  let message = fallback;
  try {
    const parsed = JSON.parse(body ?? '') as { code?: unknown; message?: unknown };
    if (typeof parsed.code === 'string') code = parsed.code;
    if (typeof parsed.message === 'string' && parsed.message !== '') message = parsed.message;
  } catch {
    // Not the server's JSON (a proxy's page): the status says enough.
  }
  return new DropRequestError(status, code, message);
}

/** The path of a request's API (`/api/drop/<token>` plus `suffix`). */
export function dropApiPath(token: string, suffix = ''): string {
  return `/api/drop/${encodeURIComponent(token)}${suffix}`;
}

async function call<T>(
  path: string,
  init: { method?: string; body?: unknown; grant?: string | null },
  fallback: string,
  fetchImpl: typeof fetch,
): Promise<T | null> {
  const headers: Record<string, string> = { ...clientBindingHeaders() };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.grant) headers[DROP_GRANT_HEADER] = init.grant;
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: init.method ?? 'GET',
      // A signed-in visitor whose verified address is listed needs no code: the session goes along.
      credentials: 'same-origin',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    throw new DropRequestError(0, undefined, NETWORK_FAILURE);
  }
  if (!response.ok) throw parseRefusal(response.status, await response.text().catch(() => ''), fallback);
  if (response.status === 204) return null;
  return (await response.json()) as T;
}

/** The REST API of a request's page; `fetchImpl` for tests. */
export function dropApi(token: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return {
    info: async (): Promise<DropRequestInfo> =>
      (await call<DropRequestInfo>(dropApiPath(token), {}, 'This request could not be loaded.', fetchImpl))!,
    sendCode: async (email: string): Promise<void> => {
      await call(dropApiPath(token, '/code'), { method: 'POST', body: { email } }, 'No code could be sent.', fetchImpl);
    },
    /** `previous`: the grant this browser had, so that the sender (and the list of what was sent) stays the same. */
    access: async (input: DropAccessInput, previous: string | null): Promise<DropGrant> =>
      (await call<DropGrant>(
        dropApiPath(token, '/access'),
        { method: 'POST', body: input, grant: previous },
        'You cannot send files here right now.',
        fetchImpl,
      ))!,
    uploads: async (grant: string): Promise<SentUpload[]> =>
      (await call<{ uploads: SentUpload[] }>(
        dropApiPath(token, '/uploads'),
        { grant },
        'The list of what you sent could not be loaded.',
        fetchImpl,
      ))!.uploads,
  };
}

export type DropApi = ReturnType<typeof dropApi>;
