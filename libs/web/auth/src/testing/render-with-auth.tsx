import type { ReactElement, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { render, type RenderWithProvidersOptions } from '@coffer/web-testing';
import type { AuthApi, SessionUser } from '../api/auth-api';
import { AuthProvider, createAuthStore, type AuthStore } from '../stores/useAuthStore';
import { fakeAuthApi } from './fake-auth-api';

/** An auth store over an API whose calls succeed; signed out unless `user` is given. */
export function authStoreFor(user: SessionUser | null, overrides: Partial<AuthApi> = {}): AuthStore {
  const store = createAuthStore(fakeAuthApi({ me: async () => user, ...overrides }));
  store.setState(user ? { user, isAuthenticated: true, loading: false } : { loading: false });
  return store;
}

/** Shows where the router went (path and carried state) for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/**
 * Renders `element` at `route` (matched by `path`) next to catch-all routes that show the
 * location, with an auth store (a fresh one over a fake API unless given).
 */
export function renderWithAuth(
  element: ReactElement,
  {
    path = '*',
    store = createAuthStore(fakeAuthApi()),
    ...options
  }: RenderWithProvidersOptions & { path?: string; store?: AuthStore } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider store={store}>{children}</AuthProvider>;
  const result = render(
    <Routes>
      <Route path={path} element={element} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { wrapper, ...options },
  );
  return { ...result, store };
}
