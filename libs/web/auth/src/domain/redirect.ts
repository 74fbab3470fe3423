/** Session-storage key of the post-login redirect. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
export const DEFAULT_AFTER_LOGIN_PATH = '/dashboard';

/**
 * `value` if it is a path on this site: one leading '/', not '//' or '/\' (which browsers read as
 * another host), and no whitespace or control characters (which browsers strip). Else null.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.length > 1 && (value[1] === '/' || value[1] === '\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** Remembers where to go after the next login (e.g. '/share/<token>'). */
export function rememberRedirectAfterLogin(path: string): void {
  if (safeRedirectPath(path)) sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
}

interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The location the auth gate carried along to /login (router state `{ from }`), if any. */
export function gateOrigin(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = state.from;
  if (!from || typeof from !== 'object' || typeof (from as LocationLike).pathname !== 'string') return null;
  const { pathname, search = '', hash = '' } = from as LocationLike;
  return safeRedirectPath(`${pathname}${search}${hash}`);
}

/**
 * Where to go after a successful login or signup: the session-storage redirect (cleared on
 * read), else the location the auth gate carried along, else /dashboard. Never another site.
 */
export function takeRedirectAfterLogin(routerState: unknown): string {
  const stored = sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
  sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  return safeRedirectPath(stored) ?? gateOrigin(routerState) ?? DEFAULT_AFTER_LOGIN_PATH;
}
