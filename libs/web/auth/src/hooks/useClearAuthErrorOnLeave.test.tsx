import { Link, Outlet, Route, Routes } from 'react-router';
import { render, screen } from '@coffer/web-testing';
import { AuthProvider, createAuthStore } from '../stores/useAuthStore';
import { fakeAuthApi } from '../testing/fake-auth-api';
import { useClearAuthErrorOnLeave } from './useClearAuthErrorOnLeave';

function Root() {
  useClearAuthErrorOnLeave();
  return <Outlet />;
}

function renderApp(route: string) {
  const store = createAuthStore(fakeAuthApi());
  const page = (name: string, to: string) => (
    <>
      <h1>{name}</h1>
      <Link to={to}>go</Link>
    </>
  );
  const result = render(
    <AuthProvider store={store}>
      <Routes>
        <Route element={<Root />}>
          <Route path="/dashboard/shared" element={page('shared', '/login')} />
          <Route path="/login" element={page('login', '/signup')} />
          <Route path="/signup" element={page('signup', '/login')} />
        </Route>
      </Routes>
    </AuthProvider>,
    { route },
  );
  return { ...result, store };
}

describe(useClearAuthErrorOnLeave.name, () => {
  it('keeps the error on arrival at /login and clears it when the screen is left', async () => {
    const { store, user } = renderApp('/dashboard/shared');
    store.getState().expireSession();

    await user.click(screen.getByRole('link', { name: 'go' }));
    expect(screen.getByRole('heading', { name: 'login' })).toBeInTheDocument();
    expect(store.getState().error).toBe('Session expired. Please login again.');

    await user.click(screen.getByRole('link', { name: 'go' }));
    expect(screen.getByRole('heading', { name: 'signup' })).toBeInTheDocument();
    expect(store.getState().error).toBeNull();
  });
});
