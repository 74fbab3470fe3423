import type { MockLink } from '@apollo/client/testing';
import { ACCOUNT_MESSAGES } from '@coffer/shared-contracts';
import { screen } from '@coffer/web-testing';
import { REQUEST_PASSWORD_RESET_MUTATION } from '../../graphql/account';
import { renderWithAuth } from '../../testing/render-with-auth';
import { ForgotPasswordScreen, RESET_REQUESTED_MESSAGE } from './ForgotPasswordScreen';

const request = (email: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: REQUEST_PASSWORD_RESET_MUTATION, variables: { email } },
  result,
});

describe(ForgotPasswordScreen.name, () => {
  it('asks for the address, sends it trimmed and answers with the same neutral words', async () => {
    const sent = jest.fn(() => ({ data: { requestPasswordReset: true } }));
    const { user } = renderWithAuth(<ForgotPasswordScreen />, { mocks: [request('nobody@example.com', sent)] });

    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText(ACCOUNT_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), ' nobody@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(RESET_REQUESTED_MESSAGE);
    expect(sent).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it("shows the server's refusal (e.g. too many requests)", async () => {
    const { user } = renderWithAuth(<ForgotPasswordScreen />, {
      mocks: [
        request('ann@example.com', {
          errors: [{ message: 'Too many requests. Try again later.', extensions: { code: 'RATE_LIMITED' } }],
        }),
      ],
    });
    await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again later.');
    expect(screen.queryByText(RESET_REQUESTED_MESSAGE)).not.toBeInTheDocument();
  });
});
