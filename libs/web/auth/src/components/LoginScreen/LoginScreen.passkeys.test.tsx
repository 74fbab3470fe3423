import type { UserEvent } from '@testing-library/user-event';
import { PASSKEY_MESSAGES, SECOND_FACTOR_MESSAGES } from '@coffer/shared-contracts';
import { screen, waitFor } from '@coffer/web-testing';
import { PASSKEY_CANCELLED_MESSAGE } from '../../domain/passkeys';
import { createAuthStore } from '../../stores/useAuthStore';
import { ANN, fakeAuthApi, graphqlError } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { signInOptionsMock } from '../../testing/sign-in-mocks';
import { stubWebAuthnSupport } from '../../testing/webauthn-support';
import { LoginScreen } from './LoginScreen';

/** What the browser rejects with when the person closes its passkey prompt. */
const cancelled = () => new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
const FROM = { pathname: '/login', state: { from: { pathname: '/dashboard/shared', search: '' } } };

function renderLogin(api = fakeAuthApi(), route: typeof FROM | string = FROM) {
  return renderWithAuth(<LoginScreen />, {
    path: '/login',
    route,
    mocks: [signInOptionsMock()],
    store: createAuthStore(api),
  });
}

describe('LoginScreen with passkeys', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    stubWebAuthnSupport(true);
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  describe('without a password', () => {
    it("signs in with 'Sign in with a passkey' and goes where a login goes", async () => {
      let finish!: () => void;
      const api = fakeAuthApi({
        loginWithPasskey: jest.fn(() => new Promise<void>((resolve) => (finish = resolve))),
        me: jest.fn(async () => ANN),
      });
      const { user } = renderLogin(api);

      await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
      expect(screen.getByRole('button', { name: 'Waiting for your passkey...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
      finish();

      expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/shared');
      expect(api.loginWithPasskey).toHaveBeenCalledTimes(1);
      expect(api.login).not.toHaveBeenCalled();
    });

    it('says plainly that the prompt was cancelled, reports no fault, and may be tried again', async () => {
      const api = fakeAuthApi({ loginWithPasskey: jest.fn(async () => Promise.reject(cancelled())) });
      const { user } = renderLogin(api);

      await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_CANCELLED_MESSAGE);
      expect(consoleError).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    });

    it("shows the server's refusal of a passkey it does not know", async () => {
      const api = fakeAuthApi({
        loginWithPasskey: jest.fn(async () =>
          Promise.reject(graphqlError(PASSKEY_MESSAGES.notVerified, 'INVALID_CODE')),
        ),
      });
      const { user } = renderLogin(api);
      await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.notVerified);
    });

    it('is not offered by a browser without WebAuthn', () => {
      stubWebAuthnSupport(false);
      renderLogin();
      expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
      expect(screen.queryByText('or')).not.toBeInTheDocument();
    });
  });

  describe('as the second step', () => {
    const secondFactorRequired = () =>
      Promise.reject(graphqlError(SECOND_FACTOR_MESSAGES.required, 'SECOND_FACTOR_REQUIRED'));

    async function passwordStep(user: UserEvent) {
      await user.type(screen.getByLabelText(/^Email/), ANN.email);
      await user.type(screen.getByLabelText(/^Password/), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    }

    it("offers 'Use a passkey', and signs in with the account's passkey", async () => {
      const api = fakeAuthApi({ login: jest.fn(secondFactorRequired), me: jest.fn(async () => ANN) });
      const { user } = renderLogin(api);
      await passwordStep(user);

      await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/shared');
      expect(api.loginSecondFactorWithPasskey).toHaveBeenCalledTimes(1);
      expect(api.loginSecondFactor).not.toHaveBeenCalled();
    });

    it('shows "This account has no passkey." under the button and keeps the code field', async () => {
      const api = fakeAuthApi({
        login: jest.fn(secondFactorRequired),
        loginSecondFactorWithPasskey: jest.fn(async () =>
          Promise.reject(graphqlError(PASSKEY_MESSAGES.none, 'VALIDATION_ERROR')),
        ),
      });
      const { user } = renderLogin(api);
      await passwordStep(user);

      await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.none);
      const code = await screen.findByLabelText(/^Authentication code/);
      // The refusal is about the passkey, not the code field.
      expect(code).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();

      // Typing a code instead puts the refusal away.
      await user.type(code, '1');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('stays on the second step when the prompt is cancelled, saying so', async () => {
      const api = fakeAuthApi({
        login: jest.fn(secondFactorRequired),
        loginSecondFactorWithPasskey: jest.fn(async () => Promise.reject(cancelled())),
      });
      const { user } = renderLogin(api);
      await passwordStep(user);

      await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_CANCELLED_MESSAGE);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeEnabled());
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('goes back to the password step when the sign-in expired', async () => {
      const api = fakeAuthApi({
        login: jest.fn(secondFactorRequired),
        loginSecondFactorWithPasskey: jest.fn(async () =>
          Promise.reject(graphqlError(SECOND_FACTOR_MESSAGES.expired, 'SIGN_IN_EXPIRED')),
        ),
      });
      const { user } = renderLogin(api);
      await passwordStep(user);
      await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Coffer' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.expired);
    });

    it('is not offered by a browser without WebAuthn', async () => {
      stubWebAuthnSupport(false);
      const { user } = renderLogin(fakeAuthApi({ login: jest.fn(secondFactorRequired) }));
      await passwordStep(user);
      expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    });
  });
});
