import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@coffer/web-testing';
import { SEND_VERIFICATION_EMAIL_MUTATION } from '../../graphql/account';
import { createAuthStore } from '../../stores/useAuthStore';
import { ANN, fakeAuthApi } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { RESENT_MESSAGE, VERIFY_BANNER_TITLE, VerifyEmailBanner } from './VerifyEmailBanner';

const UNVERIFIED = { ...ANN, emailVerified: false };
const THROTTLED = 'You asked for a link a moment ago. Try again in a few minutes.';

function storeWith(user: typeof ANN, me = jest.fn(async () => user)) {
  const store = createAuthStore(fakeAuthApi({ me }));
  store.setState({ user, isAuthenticated: true, loading: false });
  return store;
}

const resend = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SEND_VERIFICATION_EMAIL_MUTATION },
  result,
});

describe(VerifyEmailBanner.name, () => {
  it('says nothing once the address is confirmed', () => {
    renderWithAuth(<VerifyEmailBanner />, { store: storeWith(ANN) });
    expect(screen.queryByText(VERIFY_BANNER_TITLE)).not.toBeInTheDocument();
  });

  it('tells an unconfirmed user that shared files wait for the confirmation, and re-sends the link', async () => {
    const sent = jest.fn(() => ({ data: { sendVerificationEmail: true } }));
    const { user } = renderWithAuth(<VerifyEmailBanner />, { store: storeWith(UNVERIFIED), mocks: [resend(sent)] });

    expect(screen.getByText(VERIFY_BANNER_TITLE)).toBeInTheDocument();
    expect(screen.getByTestId('verify-email-banner')).toHaveTextContent(
      `We sent a link to ${ANN.email}. Files shared with this address appear only after you confirm it.`,
    );
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESENT_MESSAGE);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("shows the server's throttle message", async () => {
    const { user } = renderWithAuth(<VerifyEmailBanner />, {
      store: storeWith(UNVERIFIED),
      mocks: [resend({ errors: [{ message: THROTTLED, extensions: { code: 'RATE_LIMITED' } }] })],
    });
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(THROTTLED);
  });

  it('re-reads the session when the window regains focus and goes once the address is confirmed', async () => {
    const me = jest.fn(async () => ({ ...ANN, emailVerified: true }));
    renderWithAuth(<VerifyEmailBanner />, { store: storeWith(UNVERIFIED, me) });
    expect(screen.getByText(VERIFY_BANNER_TITLE)).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByText(VERIFY_BANNER_TITLE)).not.toBeInTheDocument());
    expect(me).toHaveBeenCalledTimes(1);
  });
});
