import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider, createAuthStore, type AuthApi } from '@coffer/web-auth';
import { signInOptionsMock } from '@coffer/web-auth/testing';
import { theme } from '@coffer/web-ui';
import { greetingName } from '../pages/Dashboard.page';
import { pageTitle } from './page-title';
import { routes } from './router';

const ANN = { id: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true };

/** Text a user sees: without the <style> elements Mantine injects. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('style').forEach((style) => style.remove());
  return copy.textContent ?? '';
}

/** A client whose requests stay in flight until the test ends: a screen stays in its loading state. */
function pendingClient() {
  return new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => new Observable(() => undefined)) });
}

function renderAt(path: string, user: typeof ANN | null = ANN, options: { pending?: boolean } = {}) {
  const api: AuthApi = {
    login: async () => {},
    loginSecondFactor: async () => {},
    loginWithPasskey: async () => {},
    loginSecondFactorWithPasskey: async () => {},
    register: async () => {},
    logout: async () => {},
    me: async () => user,
  };
  const store = createAuthStore(api);
  store.setState(user ? { user, isAuthenticated: true, loading: false } : { loading: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider theme={theme} env="test">
      {options.pending ? (
        <ApolloProvider client={pendingClient()}>
          <AuthProvider store={store}>
            <RouterProvider router={router} />
          </AuthProvider>
        </ApolloProvider>
      ) : (
        <MockedProvider mocks={[signInOptionsMock()]}>
          <AuthProvider store={store}>
            <RouterProvider router={router} />
          </AuthProvider>
        </MockedProvider>
      )}
    </MantineProvider>,
  );
  return router;
}

describe('route table', () => {
  it.each(['/', '/dashboard', '/app'])('%s shows the Dashboard', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText("Welcome back, Ann! Here's your cloud summary.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Files →' })).toHaveAttribute('href', '/dashboard/my-files');
    for (const card of ['Total Files', 'Shared Files', 'Storage Used'])
      expect(screen.getByText(card)).toBeInTheDocument();
    expect(screen.getByText('Files in your cloud')).toBeInTheDocument();
    expect(screen.getByText('Files shared with others')).toBeInTheDocument();
    expect(screen.getByText('of 15 GB total')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Browse Files' })).toBeInTheDocument();
  });

  it.each(['/dashboard/my-files', '/app/my-files'])('%s shows My Files', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Files' })).toBeInTheDocument();
    expect(screen.getByText('Browse and manage all your files.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search your files...')).toBeInTheDocument();
  });

  it.each(['/dashboard/shared', '/app/shared'])('%s shows Shared with Me', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared with Me' })).toBeInTheDocument();
    // No server here: the page asks for the shared files and says so when that fails.
    expect(await screen.findByText('Failed to load shared files')).toBeInTheDocument();
  });

  it.each(['/dashboard/trash', '/app/trash'])('%s shows the Trash', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trash' })).toBeInTheDocument();
    // No server here: the page asks for the trash and says so when that fails.
    expect(await screen.findByText('Failed to load the trash')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empty trash' })).toBeDisabled();
  });

  it.each(['/dashboard/requests', '/app/requests'])('%s shows the file requests', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New request' })).toBeInTheDocument();
    // No server here: the page asks for the requests and says so when that fails.
    expect(await screen.findByText('Failed to load your requests')).toBeInTheDocument();
  });

  it('/drop/:token is public: a visitor reaches the page, which asks the server for the request', async () => {
    const router = renderAt('/drop/abc', null);
    // No server here: the page says it could not load, and offers to try again.
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/drop/abc');
  });

  it.each(['/dashboard/my-files/Photos/2024%20Trip', '/app/my-files/Photos/2024%20Trip?file=f1'])(
    '%s shows My Files at that folder',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'My Files' })).toBeInTheDocument();
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumb).getByText('2024 Trip')).toHaveAttribute('aria-current', 'page');
      expect(within(breadcrumb).getByRole('link', { name: 'Photos' })).toHaveAttribute(
        'href',
        `${path.startsWith('/app') ? '/app' : '/dashboard'}/my-files/Photos`,
      );
    },
  );

  it.each(['/dashboard/upload', '/app/upload'])(
    '%s is the upload page: a destination and a drop area',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Upload' })).toBeInTheDocument();
      expect(screen.getByLabelText('Upload to', { selector: 'input' })).toHaveValue('Home');
      const main = screen.getByRole('main');
      expect(within(main).getByRole('button', { name: 'Browse files' })).toBeInTheDocument();
      expect(within(main).getByRole('button', { name: 'Browse folder' })).toBeInTheDocument();
      expect(visibleText(main)).toContain("We'll preserve your folder structure");
    },
  );

  it.each(['/share', '/s', '/share/%20'])('%s (no token) says Invalid Link, also to visitors', async (path) => {
    renderAt(path, null);
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signup' })).toBeInTheDocument();
  });

  it.each(['/share/abc', '/s/abc', '/share/abc?path=Day%201/Raw'])(
    '%s is public and looks the link up',
    async (path) => {
      // The lookup stays in flight, so the share page stays in its loading state. The route's own
      // loader says 'Loading...' too and is replaced by the page: each try looks the text up afresh.
      renderAt(path, null, { pending: true });
      await waitFor(() => expect(screen.getByText('Loading...')).toBeInTheDocument());
      expect(screen.queryByRole('heading', { name: 'Invalid Link' })).not.toBeInTheDocument();
    },
  );

  it.each(['/nope', '/dashboard/nope', '/share/a/b'])(
    '%s says Not found inside the layout, with a way home',
    async (path) => {
      renderAt(path, null);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.getByRole('banner')).toBeInTheDocument();
    },
  );

  it('sends a visitor from a protected route to /login', async () => {
    const router = renderAt('/dashboard/my-files', null);
    expect(await screen.findByRole('heading', { name: 'Log in to Coffer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/my-files' } });
  });

  it('serves /login and /signup', async () => {
    renderAt('/signup', null);
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it.each([
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc', 'Set a new password'],
    ['/verify-email', 'Could not confirm your address'],
  ])('serves %s to visitors', async (path, heading) => {
    renderAt(path, null);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/settings/account', 'Account'],
    ['/settings/sessions', 'Sessions'],
  ])('%s is a signed-in settings screen', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/dashboard', '/dashboard/upload'])('shows an unconfirmed user the banner on %s', async (path) => {
    renderAt(path, { ...ANN, emailVerified: false });
    expect(await screen.findByRole('region', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
  });

  it('sends a visitor from /settings/sessions to /login', async () => {
    const router = renderAt('/settings/sessions', null);
    expect(await screen.findByRole('heading', { name: 'Log in to Coffer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe(greetingName.name, () => {
  it("greets by name, else e-mail, else 'User'", () => {
    expect(greetingName({ name: 'Ann', email: 'a@b.co' })).toBe('Ann');
    expect(greetingName({ name: '', email: 'a@b.co' })).toBe('a@b.co');
    expect(greetingName({ name: '', email: '' })).toBe('User');
    expect(greetingName(null)).toBe('User');
  });
});

describe(pageTitle.name, () => {
  it.each([
    ['/', 'Dashboard · Coffer'],
    ['/app', 'Dashboard · Coffer'],
    ['/dashboard/my-files', 'My Files · Coffer'],
    ['/dashboard/my-files/Photos/2024', 'My Files · Coffer'],
    ['/app/shared', 'Shared with Me · Coffer'],
    ['/dashboard/trash', 'Trash · Coffer'],
    ['/login', 'Log in · Coffer'],
    ['/signup', 'Sign up · Coffer'],
    ['/share/abc', 'Shared file · Coffer'],
    ['/settings/tokens', 'Access tokens · Coffer'],
    ['/dashboard/requests', 'Requests · Coffer'],
    ['/app/requests/RmlsZVJlcXVlc3Q6MQ', 'Requests · Coffer'],
    ['/drop/abc', 'Send files · Coffer'],
    ['/nope', 'Not found · Coffer'],
  ])('names %s %p', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it('is set on the tab as the screens change', async () => {
    const router = renderAt('/dashboard/my-files');
    await screen.findByRole('heading', { level: 1, name: 'My Files' });
    expect(document.title).toBe('My Files · Coffer');
    await router.navigate('/settings/account');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(document.title).toBe('Account · Coffer');
  });
});
