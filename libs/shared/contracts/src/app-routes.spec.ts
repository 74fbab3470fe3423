import { isAppRoute } from './app-routes';

describe(isAppRoute.name, () => {
  it.each([
    '/',
    '/dashboard',
    '/dashboard/',
    '/app',
    '/dashboard/my-files',
    '/app/my-files',
    '/dashboard/my-files/Photos/2024',
    '/dashboard/shared',
    '/app/upload',
    '/dashboard/trash',
    '/app/trash',
    '/login',
    '/signup',
    '/verify-email',
    '/forgot-password',
    '/reset-password',
    '/share',
    '/s',
    '/share/abc',
    '/s/abc',
    '/share/%20',
    '/settings/tokens',
    '/settings/account',
    '/settings/sessions',
    '/dashboard/requests',
    '/app/requests',
    '/dashboard/requests/RmlsZVJlcXVlc3Q6MQ',
    '/drop/abc',
  ])('%s is a route of the app', (path) => expect(isAppRoute(path)).toBe(true));

  it.each([
    '/nope',
    '/dashboard/nope',
    '/share/a/b',
    '/settings',
    '/settings/other',
    '/loginx',
    '/assets/missing.js',
    '/dashboard/my-files-x',
    '/dashboard/trash/x',
    '/drop',
    '/drop/a/b',
    '/dashboard/requests/a/b',
  ])('%s is not', (path) => expect(isAppRoute(path)).toBe(false));
});
