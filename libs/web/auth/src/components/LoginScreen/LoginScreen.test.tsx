import { ACCOUNT_MESSAGES } from '@coffer/shared-contracts';
import { screen, waitFor } from '@coffer/web-testing';
import { PASSWORD_RESET_NOTICE } from '../../domain/login-notice';
import { REDIRECT_AFTER_LOGIN_KEY } from '../../domain/redirect';
import { createAuthStore } from '../../stores/useAuthStore';
import { ANN, fakeAuthApi, graphqlError } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { LoginScreen } from './LoginScreen';

describe(LoginScreen.name, () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('invites to log in, with Email, Password, Continue and a link to create an account', () => {
    renderWithAuth(<LoginScreen />, { path: '/login', route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Coffer' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup');
  });

  it('shows the validation messages and sends nothing while they apply', async () => {
    const api = fakeAuthApi();
    const { user } = renderWithAuth(<LoginScreen />, { path: '/login', route: '/login', store: createAuthStore(api) });

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText(ACCOUNT_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.loginPasswordTooShort)).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('toggles the password visibility', async () => {
    const { user } = renderWithAuth(<LoginScreen />, { path: '/login', route: '/login' });
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it("reads 'Continuing...' while submitting, then goes to /dashboard", async () => {
    let finish!: () => void;
    const api = fakeAuthApi({
      login: jest.fn(() => new Promise<void>((r) => (finish = r))),
      me: jest.fn(async () => ANN),
    });
    const { user } = renderWithAuth(<LoginScreen />, { path: '/login', route: '/login', store: createAuthStore(api) });

    await user.type(screen.getByLabelText(/^Email/), ANN.email);
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('button', { name: 'Continuing...' })).toBeDisabled();
    finish();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('goes to the post-login redirect from session storage and clears it', async () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/share/abc');
    const api = fakeAuthApi({ me: jest.fn(async () => ANN) });
    const { user } = renderWithAuth(<LoginScreen />, {
      path: '/login',
      route: { pathname: '/login', state: { from: { pathname: '/dashboard/shared' } } },
      store: createAuthStore(api),
    });
    await user.type(screen.getByLabelText(/^Email/), ANN.email);
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/share/abc');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('else goes back to the page the auth gate carried along', async () => {
    const api = fakeAuthApi({ me: jest.fn(async () => ANN) });
    const { user } = renderWithAuth(<LoginScreen />, {
      path: '/login',
      route: { pathname: '/login', state: { from: { pathname: '/dashboard/shared', search: '' } } },
      store: createAuthStore(api),
    });
    await user.type(screen.getByLabelText(/^Email/), ANN.email);
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/shared');
  });

  it("shows the server's message in the red box and stays", async () => {
    const api = fakeAuthApi({
      login: jest.fn(async () => Promise.reject(graphqlError('Invalid credentials.', 'INVALID_CREDENTIALS'))),
    });
    const { user } = renderWithAuth(<LoginScreen />, { path: '/login', route: '/login', store: createAuthStore(api) });
    await user.type(screen.getByLabelText(/^Email/), ANN.email);
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("shows 'Session expired. Please login again.' after a 401", () => {
    const store = createAuthStore(fakeAuthApi());
    store.getState().expireSession();
    renderWithAuth(<LoginScreen />, { path: '/login', route: '/login', store });
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please login again.');
  });

  it("links to 'Forgot password?'", async () => {
    const { user } = renderWithAuth(<LoginScreen />, { path: '/login', route: '/login' });
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('shows the notice carried along after a password reset, and the error instead once one occurs', async () => {
    const api = fakeAuthApi({
      login: jest.fn(async () => Promise.reject(graphqlError('Invalid credentials.', 'INVALID_CREDENTIALS'))),
    });
    const { user } = renderWithAuth(<LoginScreen />, {
      path: '/login',
      route: { pathname: '/login', state: { notice: PASSWORD_RESET_NOTICE } },
      store: createAuthStore(api),
    });
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_NOTICE);

    await user.type(screen.getByLabelText(/^Email/), ANN.email);
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials.');
    expect(screen.queryByText(PASSWORD_RESET_NOTICE)).not.toBeInTheDocument();
  });
});
