import { isAppRoute } from '@coffer/shared-contracts';

// The tab title of each screen, so tabs, history and screen readers tell screens apart.
const TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/(?:dashboard|app)?\/?$/, 'Dashboard'],
  [/^\/(?:dashboard|app)\/my-files(?:\/|$)/, 'My Files'],
  [/^\/(?:dashboard|app)\/shared\/?$/, 'Shared with Me'],
  [/^\/(?:dashboard|app)\/upload\/?$/, 'Upload'],
  [/^\/(?:dashboard|app)\/trash\/?$/, 'Trash'],
  [/^\/(?:dashboard|app)\/requests(?:\/|$)/, 'Requests'],
  [/^\/drop\//, 'Send files'],
  [/^\/login\/?$/, 'Log in'],
  [/^\/signup\/?$/, 'Sign up'],
  [/^\/verify-email\/?$/, 'Confirm your e-mail address'],
  [/^\/forgot-password\/?$/, 'Forgot your password?'],
  [/^\/reset-password\/?$/, 'Set a new password'],
  [/^\/(?:share|s)(?:\/|$)/, 'Shared file'],
  [/^\/settings\/tokens\/?$/, 'Access tokens'],
  [/^\/settings\/account\/?$/, 'Account'],
  [/^\/settings\/sessions\/?$/, 'Sessions'],
];

/** 'My Files · Coffer'; 'Not found · Coffer' outside the app's routes. */
export function pageTitle(pathname: string): string {
  if (!isAppRoute(pathname)) return 'Not found · Coffer';
  const match = TITLES.find(([pattern]) => pattern.test(pathname));
  return match ? `${match[1]} · Coffer` : 'Coffer';
}
