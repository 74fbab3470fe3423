import type { ReactElement, ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AuthProvider, createAuthStore, type AuthApi, type AuthStore, type SessionUser } from '@coffer/web-auth';
import { render, type RenderWithProvidersOptions } from '@coffer/web-testing';

export const ANN: SessionUser = { id: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true };

/** An auth store over an API whose calls succeed; signed out unless `user` is given. */
export function authStoreFor(user: SessionUser | null, overrides: Partial<AuthApi> = {}): AuthStore {
  const api: AuthApi = { login: async () => {}, register: async () => {}, logout: async () => {}, me: async () => user, ...overrides };
  const store = createAuthStore(api);
  store.setState(user ? { user, isAuthenticated: true, loading: false } : { loading: false });
  return store;
}

/** Shows where the router went for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `element` at `route` (matched by `path`) next to a catch-all route that shows the location. */
export function renderWithAuth(
  element: ReactElement,
  { path = '*', store = authStoreFor(null), ...options }: RenderWithProvidersOptions & { path?: string; store?: AuthStore } = {},
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
