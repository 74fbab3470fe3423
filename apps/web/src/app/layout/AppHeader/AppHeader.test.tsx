import { screen, within } from '@coffer/web-testing';
import { ANN, authStoreFor, renderWithAuth } from '@coffer/web-auth/testing';
import { AppHeader } from './AppHeader';
import { unseenBadgeLabel } from './UnseenBadge';

function signedInStore(logout = jest.fn(async () => {})) {
  return authStoreFor(ANN, { logout });
}

describe(unseenBadgeLabel.name, () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('count %p shows %p', (count, label) => {
    expect(unseenBadgeLabel(count)).toBe(label);
  });
});

describe(AppHeader.name, () => {
  it("shows a signed-in user the navigation, their e-mail and 'Logout'", () => {
    renderWithAuth(<AppHeader unseenSharedCount={3} />, {
      path: '/dashboard/my-files',
      route: '/dashboard/my-files',
      store: signedInStore(),
    });

    expect(screen.getByRole('link', { name: 'Coffer' })).toHaveAttribute('href', '/');
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'My Files' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /^Shared with Me/ })).toHaveAttribute('href', '/dashboard/shared');
    expect(within(nav).getByRole('link', { name: 'Requests' })).toHaveAttribute('href', '/dashboard/requests');
    expect(screen.getAllByTestId('unseen-badge')[0]).toHaveTextContent('3');
    expect(screen.getByTestId('user-email')).toHaveTextContent(ANN.email);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // The tokens screen sits in the user area, outside the three main links.
    expect(screen.getAllByRole('link', { name: 'Access tokens' })[0]).toHaveAttribute('href', '/settings/tokens');
    expect(within(nav).queryByRole('link', { name: 'Access tokens' })).not.toBeInTheDocument();
  });

  it('links Account and Sessions from the user area and the drawer, marking the open one', async () => {
    const { user } = renderWithAuth(<AppHeader />, {
      path: '/settings/sessions',
      route: '/settings/sessions',
      store: signedInStore(),
    });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Account' })[0]).toHaveAttribute('href', '/settings/account');
    expect(screen.getAllByRole('link', { name: 'Sessions' })[0]).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings/account');
  });

  it("shows '9+' above 9 and no badge at 0", () => {
    const { rerender } = renderWithAuth(<AppHeader unseenSharedCount={12} />, {
      route: '/dashboard',
      store: signedInStore(),
    });
    expect(screen.getAllByTestId('unseen-badge')[0]).toHaveTextContent('9+');
    rerender(<AppHeader unseenSharedCount={0} />);
    expect(screen.queryByTestId('unseen-badge')).not.toBeInTheDocument();
  });

  it('keeps the /app prefix in the links under /app', () => {
    renderWithAuth(<AppHeader />, { route: '/app/shared', store: signedInStore() });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'My Files' })).toHaveAttribute('href', '/app/my-files');
    expect(within(nav).getByRole('link', { name: 'Trash' })).toHaveAttribute('href', '/app/trash');
    expect(within(nav).getByRole('link', { name: /^Shared with Me/ })).toHaveAttribute('aria-current', 'page');
  });

  it('links the Trash from the navigation and the drawer, marking it when open', async () => {
    const { user } = renderWithAuth(<AppHeader />, {
      path: '/dashboard/*',
      route: '/dashboard',
      store: signedInStore(),
    });
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Trash' })).toHaveAttribute('href', '/dashboard/trash');
    expect(within(nav).getByRole('link', { name: 'Trash' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Trash' }));
    expect(
      within(screen.getAllByRole('navigation', { name: 'Main' })[0]!).getByRole('link', { name: 'Trash' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it("offers 'Login' and 'Signup' to a visitor", () => {
    renderWithAuth(<AppHeader />, { route: '/share/abc', store: authStoreFor(null) });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('logs out, even when the server call fails, and goes to /login', async () => {
    const store = signedInStore(jest.fn(async () => Promise.reject(new Error('down'))));
    const { user } = renderWithAuth(<AppHeader />, { path: '/dashboard', route: '/dashboard', store });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(store.getState()).toMatchObject({ user: null, isAuthenticated: false, loading: false });
  });

  it('opens the navigation drawer from the burger button on small screens', async () => {
    const { user } = renderWithAuth(<AppHeader />, { path: '/dashboard', route: '/dashboard', store: signedInStore() });
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'My Files' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/my-files');
  });
});
