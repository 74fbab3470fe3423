import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@coffer/web-testing';
import { CHANGE_EMAIL_MUTATION, CHANGE_PASSWORD_MUTATION } from '../../graphql/account';
import { WEBHOOKS_QUERY } from '../../graphql/webhooks';
import { createAuthStore } from '../../stores/useAuthStore';
import { ANN, fakeAuthApi } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { AccountSettingsView, PASSWORD_CHANGED_MESSAGE, emailChangeSentMessage } from './AccountSettingsView';

const OLD = 'Old!pass1';
const NEW = 'N3w!password';

function signedIn() {
  const store = createAuthStore(fakeAuthApi());
  store.setState({ user: ANN, isAuthenticated: true, loading: false });
  return store;
}

const changePassword = (
  currentPassword: string,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: { query: CHANGE_PASSWORD_MUTATION, variables: { input: { currentPassword, newPassword: NEW } } },
  result,
});

/** The page's webhooks section asks for the list once. */
const NO_WEBHOOKS: MockLink.MockedResponse = {
  request: { query: WEBHOOKS_QUERY },
  result: { data: { webhooks: { __typename: 'WebhookConnection', edges: [] } } },
};

describe(AccountSettingsView.name, () => {
  it("changes the password: the server's refusal of a wrong current password, then the notice about other sessions", async () => {
    const changed = jest.fn(() => ({ data: { changePassword: true } }));
    const { user } = renderWithAuth(<AccountSettingsView />, {
      store: signedIn(),
      mocks: [
        NO_WEBHOOKS,
        changePassword('Wrong!pass1', {
          errors: [{ message: 'The current password is not correct.', extensions: { code: 'WRONG_PASSWORD' } }],
        }),
        changePassword(OLD, changed),
      ],
    });
    const section = screen.getByRole('region', { name: 'Change password' });
    const submit = within(section).getByRole('button', { name: 'Change password' });

    await user.type(within(section).getByLabelText(/^Current password/), 'Wrong!pass1');
    await user.type(within(section).getByLabelText(/^New password/), NEW);
    expect(within(section).getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(within(section).getByLabelText(/^Confirm new password/), NEW);
    await user.click(submit);
    expect(await within(section).findByRole('alert')).toHaveTextContent('The current password is not correct.');

    await user.clear(within(section).getByLabelText(/^Current password/));
    await user.type(within(section).getByLabelText(/^Current password/), OLD);
    await user.click(submit);
    expect(await within(section).findByRole('status')).toHaveTextContent(PASSWORD_CHANGED_MESSAGE);
    expect(changed).toHaveBeenCalledTimes(1);
    // Nothing secret stays in the form.
    expect(within(section).getByLabelText(/^Current password/)).toHaveValue('');
    expect(within(section).getByLabelText(/^New password/)).toHaveValue('');
  });

  it('asks for a new address with the current password and says a link was sent to it', async () => {
    const sent = jest.fn(() => ({ data: { changeEmail: true } }));
    const { user } = renderWithAuth(<AccountSettingsView />, {
      store: signedIn(),
      mocks: [
        NO_WEBHOOKS,
        {
          request: {
            query: CHANGE_EMAIL_MUTATION,
            variables: { input: { email: 'ann@new.example', currentPassword: OLD } },
          },
          result: sent,
        },
      ],
    });
    const section = screen.getByRole('region', { name: 'Change e-mail address' });
    expect(section).toHaveTextContent(`Now: ${ANN.email}`);
    expect(within(section).getByText('Confirmed')).toBeInTheDocument();

    await user.type(within(section).getByLabelText(/^New e-mail address/), ANN.email);
    await user.type(within(section).getByLabelText(/^Current password/), OLD);
    await user.click(within(section).getByRole('button', { name: 'Change e-mail' }));
    expect(within(section).getByText('This is already your address.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await user.clear(within(section).getByLabelText(/^New e-mail address/));
    await user.type(within(section).getByLabelText(/^New e-mail address/), ' ann@new.example');
    await user.click(within(section).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(emailChangeSentMessage('ann@new.example'));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
