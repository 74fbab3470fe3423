import { act, screen } from '@coffer/web-testing';
import { createAuthStore } from '../../stores/useAuthStore';
import { ANN, fakeAuthApi } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { AuthGate } from './AuthGate';

const protectedPage = (
  <AuthGate>
    <h1>Secret page</h1>
  </AuthGate>
);

describe(AuthGate.name, () => {
  it("shows the full-screen 'Loading...' while authentication loads", () => {
    renderWithAuth(protectedPage, { path: '/dashboard/shared', route: '/dashboard/shared' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();
  });

  it('shows the content to a signed-in user', () => {
    const store = createAuthStore(fakeAuthApi());
    store.setState({ user: ANN, isAuthenticated: true, loading: false });
    renderWithAuth(protectedPage, { path: '/dashboard/shared', route: '/dashboard/shared', store });
    expect(screen.getByRole('heading', { name: 'Secret page' })).toBeInTheDocument();
  });

  it('sends a visitor to /login carrying the requested location', async () => {
    const store = createAuthStore(fakeAuthApi());
    renderWithAuth(protectedPage, { path: '/dashboard/shared', route: '/dashboard/shared?sort=size', store });
    await act(() => store.getState().fetchSession());

    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset['state'] ?? 'null')).toMatchObject({
      from: { pathname: '/dashboard/shared', search: '?sort=size' },
    });
  });

  it('treats a session without a user record as signed out', () => {
    const store = createAuthStore(fakeAuthApi());
    store.setState({ user: null, isAuthenticated: true, loading: false });
    renderWithAuth(protectedPage, { path: '/dashboard', route: '/dashboard', store });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sends the user to /login when a 401 ends the session', () => {
    const store = createAuthStore(fakeAuthApi());
    store.setState({ user: ANN, isAuthenticated: true, loading: false });
    renderWithAuth(protectedPage, { path: '/dashboard', route: '/dashboard', store });
    act(() => store.getState().expireSession());
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
