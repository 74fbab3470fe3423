import type { MockLink } from '@apollo/client/testing';
import { screen } from '@coffer/web-testing';
import { VERIFY_EMAIL_MUTATION } from '../../graphql/account';
import { createAuthStore } from '../../stores/useAuthStore';
import { ANN, fakeAuthApi } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { MISSING_TOKEN_MESSAGE, VERIFIED_MESSAGE, VerifyEmailScreen } from './VerifyEmailScreen';

const INVALID = 'This link is not valid any more. Ask for a new one.';

const verify = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: VERIFY_EMAIL_MUTATION, variables: { token: 'tok123' } },
  result,
});
const verified = () => ({
  data: { verifyEmail: { __typename: 'User', id: 'u1', email: ANN.email, emailVerified: true } },
});

function visitor() {
  const store = createAuthStore(fakeAuthApi());
  store.setState({ loading: false });
  return store;
}

describe(VerifyEmailScreen.name, () => {
  it('confirms the address with the token once and offers to log in', async () => {
    const result = jest.fn(verified);
    renderWithAuth(<VerifyEmailScreen />, {
      route: '/verify-email?token=tok123',
      store: visitor(),
      mocks: [verify(result), verify(result)],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your address' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Address confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(VERIFIED_MESSAGE);
    expect(screen.getByText(ANN.email)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('refreshes a signed-in user, whose banner then goes, and links into the app', async () => {
    const me = jest.fn(async () => ANN);
    const store = createAuthStore(fakeAuthApi({ me }));
    store.setState({ user: { ...ANN, emailVerified: false }, isAuthenticated: true, loading: false });
    renderWithAuth(<VerifyEmailScreen />, { route: '/verify-email?token=tok123', store, mocks: [verify(verified)] });

    expect(await screen.findByRole('link', { name: 'Go to Coffer' })).toHaveAttribute('href', '/dashboard');
    expect(me).toHaveBeenCalled();
    expect(store.getState().user?.emailVerified).toBe(true);
  });

  it("shows the server's refusal", async () => {
    renderWithAuth(<VerifyEmailScreen />, {
      route: '/verify-email?token=tok123',
      store: visitor(),
      mocks: [verify({ errors: [{ message: INVALID, extensions: { code: 'VALIDATION_ERROR' } }] })],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Could not confirm your address' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByText('Links work once, for 24 hours.')).toBeInTheDocument();
  });

  it('says so when the link has no token, without asking the server', () => {
    renderWithAuth(<VerifyEmailScreen />, { route: '/verify-email', store: visitor() });
    expect(screen.getByRole('alert')).toHaveTextContent(MISSING_TOKEN_MESSAGE);
  });
});
