import {
  REDIRECT_AFTER_LOGIN_KEY,
  rememberRedirectAfterLogin,
  safeRedirectPath,
  takeRedirectAfterLogin,
} from './redirect';

describe(safeRedirectPath.name, () => {
  it.each(['/dashboard', '/share/abc_DEF-123', '/dashboard/my-files?x=1#y', '/'])('accepts %p', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/ /x',
    'dashboard',
    'javascript:alert(1)',
    '',
    null,
    42,
  ])('rejects %p', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe(takeRedirectAfterLogin.name, () => {
  beforeEach(() => sessionStorage.clear());

  it('prefers the session-storage redirect and clears it', () => {
    rememberRedirectAfterLogin('/share/tok');
    expect(takeRedirectAfterLogin({ from: { pathname: '/dashboard/shared' } })).toBe('/share/tok');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('else goes back to the location the auth gate carried along', () => {
    expect(takeRedirectAfterLogin({ from: { pathname: '/app/shared', search: '?q=1', hash: '' } })).toBe(
      '/app/shared?q=1',
    );
  });

  it('else goes to /dashboard', () => {
    expect(takeRedirectAfterLogin(null)).toBe('/dashboard');
    expect(takeRedirectAfterLogin({ from: 'nope' })).toBe('/dashboard');
  });

  it('never leaves the site, whatever session storage or the state hold', () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '//evil.example/x');
    expect(takeRedirectAfterLogin({ from: { pathname: '//evil.example' } })).toBe('/dashboard');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });
});
