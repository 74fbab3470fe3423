import type { MockLink } from '@apollo/client/testing';
import { ACCOUNT_MESSAGES } from '@coffer/shared-contracts';
import { screen } from '@coffer/web-testing';
import { PASSWORD_RESET_NOTICE } from '../../domain/login-notice';
import { RESET_PASSWORD_MUTATION } from '../../graphql/account';
import { renderWithAuth } from '../../testing/render-with-auth';
import { RESET_LINK_INCOMPLETE, ResetPasswordScreen } from './ResetPasswordScreen';

const PASSWORD = 'N3w!password';
const reset = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: RESET_PASSWORD_MUTATION, variables: { input: { token: 'tok123', password: PASSWORD } } },
  result,
});

describe(ResetPasswordScreen.name, () => {
  it('checks the new password live like sign-up, then goes to Login with a notice', async () => {
    const done = jest.fn(() => ({ data: { resetPassword: true } }));
    const { user } = renderWithAuth(<ResetPasswordScreen />, {
      path: '/reset-password',
      route: '/reset-password?token=tok123',
      mocks: [reset(done)],
    });

    const submit = screen.getByRole('button', { name: 'Set password' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^New password/), 'weakpass');
    expect(screen.getByText(ACCOUNT_MESSAGES.weakPassword)).toBeInTheDocument();
    expect(
      screen.getByRole('list', { name: 'Password requirements' }).querySelector('[data-rule="upper"]'),
    ).toHaveAttribute('data-met', 'false');

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), 'N3w!passwor');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm new password/), 'd');
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordsMatch)).toBeInTheDocument();
    await user.click(submit);

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.getAttribute('data-state')!)).toEqual({ notice: PASSWORD_RESET_NOTICE });
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a used or expired link", async () => {
    const { user } = renderWithAuth(<ResetPasswordScreen />, {
      path: '/reset-password',
      route: '/reset-password?token=tok123',
      mocks: [
        reset({
          errors: [{ message: 'This reset link is invalid or has expired.', extensions: { code: 'VALIDATION_ERROR' } }],
        }),
      ],
    });
    await user.type(screen.getByLabelText(/^New password/), PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Get a new one' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says so when the link has no token', () => {
    renderWithAuth(<ResetPasswordScreen />, { path: '/reset-password', route: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INCOMPLETE);
    expect(screen.getByRole('button', { name: 'Set password' })).toBeDisabled();
  });
});
