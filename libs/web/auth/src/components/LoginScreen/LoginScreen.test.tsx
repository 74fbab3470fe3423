import type { UserEvent } from '@testing-library/user-event';
import { ACCOUNT_MESSAGES, SECOND_FACTOR_MESSAGES } from '@coffer/shared-contracts';
import { screen, waitFor } from '@coffer/web-testing';
import { PASSWORD_RESET_NOTICE } from '../../domain/login-notice';
import { REDIRECT_AFTER_LOGIN_KEY } from '../../domain/redirect';
import { createAuthStore } from '../../stores/useAuthStore';
import { ANN, fakeAuthApi, graphqlError } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { signInOptionsMock } from '../../testing/sign-in-mocks';
import { CODE_INCOMPLETE_MESSAGE } from '../OneTimeCodeField/OneTimeCodeField';
import { LoginScreen } from './LoginScreen';
import { RECOVERY_CODE_INSTRUCTIONS } from './SecondFactorForm';

describe(LoginScreen.name, () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('invites to log in, with Email, Password, Continue and a link to create an account', () => {
    renderWithAuth(<LoginScreen />, { path: '/login', mocks: [signInOptionsMock()], route: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Coffer' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup');
  });

  it('shows the validation messages and sends nothing while they apply', async () => {
    const api = fakeAuthApi();
    const { user } = renderWithAuth(<LoginScreen />, {
      path: '/login',
      mocks: [signInOptionsMock()],
      route: '/login',
      store: createAuthStore(api),
    });

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText(ACCOUNT_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.loginPasswordTooShort)).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('toggles the password visibility', async () => {
    const { user } = renderWithAuth(<LoginScreen />, { path: '/login', mocks: [signInOptionsMock()], route: '/login' });
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
    const { user } = renderWithAuth(<LoginScreen />, {
      path: '/login',
      mocks: [signInOptionsMock()],
      route: '/login',
      store: createAuthStore(api),
    });

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
      mocks: [signInOptionsMock()],
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
      mocks: [signInOptionsMock()],
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
    const { user } = renderWithAuth(<LoginScreen />, {
      path: '/login',
      mocks: [signInOptionsMock()],
      route: '/login',
      store: createAuthStore(api),
    });
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
    renderWithAuth(<LoginScreen />, { path: '/login', mocks: [signInOptionsMock()], route: '/login', store });
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please login again.');
  });

  it("links to 'Forgot password?'", async () => {
    const { user } = renderWithAuth(<LoginScreen />, { path: '/login', mocks: [signInOptionsMock()], route: '/login' });
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('shows the notice carried along after a password reset, and the error instead once one occurs', async () => {
    const api = fakeAuthApi({
      login: jest.fn(async () => Promise.reject(graphqlError('Invalid credentials.', 'INVALID_CREDENTIALS'))),
    });
    const { user } = renderWithAuth(<LoginScreen />, {
      path: '/login',
      mocks: [signInOptionsMock()],
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

  describe('two-step verification', () => {
    const secondFactorRequired = () =>
      Promise.reject(graphqlError(SECOND_FACTOR_MESSAGES.required, 'SECOND_FACTOR_REQUIRED'));
    const FROM = { pathname: '/login', state: { from: { pathname: '/dashboard/shared', search: '' } } };

    async function passwordStep(user: UserEvent) {
      await user.type(screen.getByLabelText(/^Email/), ANN.email);
      await user.type(screen.getByLabelText(/^Password/), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    }

    it('asks for the code in the same card, then signs in with it and goes where a login goes', async () => {
      const api = fakeAuthApi({ login: jest.fn(secondFactorRequired), me: jest.fn(async () => ANN) });
      const { user } = renderWithAuth(<LoginScreen />, {
        path: '/login',
        mocks: [signInOptionsMock()],
        route: FROM,
        store: createAuthStore(api),
      });
      await passwordStep(user);

      expect(screen.getByText(SECOND_FACTOR_MESSAGES.required)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const code = screen.getByLabelText(/^Authentication code/);
      expect(code).toHaveFocus();
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      // Pasted with a space, or with a stray letter: the digits only, at most six.
      await user.type(code, '12 3a4567');
      expect(code).toHaveValue('123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/shared');
      expect(api.loginSecondFactor).toHaveBeenCalledWith({ code: '123456' });
      expect(api.me).toHaveBeenCalledTimes(1);
    });

    it('announces a wrong code under the field and stays; an incomplete one is not sent', async () => {
      const api = fakeAuthApi({
        login: jest.fn(secondFactorRequired),
        loginSecondFactor: jest.fn(async () =>
          Promise.reject(graphqlError(SECOND_FACTOR_MESSAGES.invalidCode, 'INVALID_CODE')),
        ),
      });
      const { user } = renderWithAuth(<LoginScreen />, {
        path: '/login',
        mocks: [signInOptionsMock()],
        route: '/login',
        store: createAuthStore(api),
      });
      await passwordStep(user);
      const code = screen.getByLabelText(/^Authentication code/);

      await user.type(code, '123');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByRole('alert')).toHaveTextContent(CODE_INCOMPLETE_MESSAGE);
      expect(api.loginSecondFactor).not.toHaveBeenCalled();

      await user.type(code, '456{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.invalidCode);
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(code).toHaveFocus();
      expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();

      // The refusal goes once the code is changed.
      await user.type(code, '7');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('takes a recovery code instead, and switches back to the app', async () => {
      const api = fakeAuthApi({ login: jest.fn(secondFactorRequired), me: jest.fn(async () => ANN) });
      const { user } = renderWithAuth(<LoginScreen />, {
        path: '/login',
        mocks: [signInOptionsMock()],
        route: '/login',
        store: createAuthStore(api),
      });
      await passwordStep(user);

      await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
      expect(screen.getByText(RECOVERY_CODE_INSTRUCTIONS)).toBeInTheDocument();
      expect(screen.queryByText(SECOND_FACTOR_MESSAGES.required)).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/^Authentication code/)).not.toBeInTheDocument();
      const recovery = screen.getByLabelText(/^Recovery code/);
      expect(recovery).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
      expect(screen.getByLabelText(/^Authentication code/)).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
      await user.type(screen.getByLabelText(/^Recovery code/), ' abcd-efgh-jkmn ');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
      expect(api.loginSecondFactor).toHaveBeenCalledWith({ recoveryCode: 'abcd-efgh-jkmn' });
    });

    it('goes back to the password step when the sign-in expired, with the message, the address kept and the password focused', async () => {
      const api = fakeAuthApi({
        login: jest.fn(secondFactorRequired),
        loginSecondFactor: jest.fn(async () =>
          Promise.reject(graphqlError(SECOND_FACTOR_MESSAGES.expired, 'SIGN_IN_EXPIRED')),
        ),
      });
      const { user } = renderWithAuth(<LoginScreen />, {
        path: '/login',
        mocks: [signInOptionsMock()],
        route: '/login',
        store: createAuthStore(api),
      });
      await passwordStep(user);
      await user.type(screen.getByLabelText(/^Authentication code/), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Coffer' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.expired);
      expect(screen.getByLabelText(/^Email/)).toHaveValue(ANN.email);
      const password = screen.getByLabelText(/^Password/);
      expect(password).toHaveValue('');
      expect(password).toHaveFocus();
    });

    it("'Back to sign in' returns to the password step", async () => {
      const api = fakeAuthApi({ login: jest.fn(secondFactorRequired) });
      const { user } = renderWithAuth(<LoginScreen />, {
        path: '/login',
        mocks: [signInOptionsMock()],
        route: '/login',
        store: createAuthStore(api),
      });
      await passwordStep(user);
      await user.click(screen.getByRole('button', { name: 'Back to sign in' }));

      expect(screen.getByRole('heading', { level: 1, name: 'Log in to Coffer' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByLabelText(/^Password/)).toHaveFocus();
      expect(api.loginSecondFactor).not.toHaveBeenCalled();
    });
  });
});
