import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@coffer/web-testing';
import { CHANGE_EMAIL_MUTATION, CHANGE_PASSWORD_MUTATION } from '../../graphql/account';
import { CREATE_ACCESS_TOKEN_MUTATION } from '../../graphql/access-tokens';
import { PASSKEYS_QUERY } from '../../graphql/passkeys';
import { SINGLE_SIGN_ON_QUERY } from '../../graphql/sso';
import { TWO_FACTOR_STATUS_QUERY } from '../../graphql/two-factor';
import { WEBHOOKS_QUERY } from '../../graphql/webhooks';
import { createAuthStore } from '../../stores/useAuthStore';
import { ANN, fakeAuthApi } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { NO_PASSKEYS_TEXT, PASSKEYS_INTRO } from '../Passkeys/PasskeysSection';
import { NO_IDENTITIES_TEXT } from '../SingleSignOn/SingleSignOnSection';
import { TWO_FACTOR_OFF_TEXT } from '../TwoFactor/TwoFactorSection';
import { APP_PASSWORD_NAME, APP_PASSWORD_NOTE } from '../WebDav/WebDavSection';
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

/** The two-step verification section asks whether it is on, once. */
const TWO_FACTOR_OFF: MockLink.MockedResponse = {
  request: { query: TWO_FACTOR_STATUS_QUERY },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: ANN.id,
        twoFactor: { __typename: 'TwoFactorStatus', enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
      },
    },
  },
};

/** The passkeys section asks for the list once: none yet. */
const NO_PASSKEYS: MockLink.MockedResponse = {
  request: { query: PASSKEYS_QUERY },
  result: { data: { me: { __typename: 'User', id: ANN.id, passkeys: [] } } },
};

/** The single sign-on section asks for the providers and the linked accounts once. */
const singleSignOn = (providers: Array<{ id: string; label: string }>): MockLink.MockedResponse => ({
  request: { query: SINGLE_SIGN_ON_QUERY },
  result: {
    data: {
      signInOptions: {
        __typename: 'SignInOptions',
        passwordSignIn: true,
        providers: providers.map((p) => ({ __typename: 'SsoProvider', ...p })),
      },
      me: { __typename: 'User', id: ANN.id, identities: [] },
    },
  },
});
const NO_SINGLE_SIGN_ON = singleSignOn([]);

describe(AccountSettingsView.name, () => {
  it("changes the password: the server's refusal of a wrong current password, then the notice about other sessions", async () => {
    const changed = jest.fn(() => ({ data: { changePassword: true } }));
    const { user } = renderWithAuth(<AccountSettingsView />, {
      store: signedIn(),
      mocks: [
        NO_WEBHOOKS,
        TWO_FACTOR_OFF,
        NO_PASSKEYS,
        NO_SINGLE_SIGN_ON,
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
        TWO_FACTOR_OFF,
        NO_PASSKEYS,
        NO_SINGLE_SIGN_ON,
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

  it('shows the WebDAV address and user name, and makes an app password shown once', async () => {
    const created = jest.fn(() => ({
      data: {
        accessTokenCreate: {
          __typename: 'AccessTokenCreatePayload',
          token: 'cfr_app-password-secret',
          accessToken: {
            __typename: 'AccessToken',
            id: 't1',
            name: APP_PASSWORD_NAME,
            prefix: 'cfr_app-pass',
            scopes: ['DAV', 'READ', 'WRITE'],
            createdAt: '2026-11-29T10:00:00.000Z',
            lastUsedAt: null,
            expiresAt: null,
            revoked: false,
          },
          userErrors: [],
        },
      },
    }));
    const { user } = renderWithAuth(<AccountSettingsView />, {
      store: signedIn(),
      mocks: [
        NO_WEBHOOKS,
        TWO_FACTOR_OFF,
        NO_PASSKEYS,
        NO_SINGLE_SIGN_ON,
        {
          request: {
            query: CREATE_ACCESS_TOKEN_MUTATION,
            variables: { input: { name: APP_PASSWORD_NAME, scopes: ['DAV', 'READ', 'WRITE'], expiresInDays: null } },
          },
          result: created,
        },
      ],
    });
    const section = screen.getByRole('region', { name: 'WebDAV' });
    expect(within(section).getByLabelText('WebDAV address')).toHaveValue(`${window.location.origin}/dav/`);
    expect(section).toHaveTextContent(`User name: ${ANN.email}`);
    expect(section).toHaveTextContent('rclone config create coffer webdav');
    await user.click(within(section).getByRole('button', { name: 'Create an app password' }));
    expect(await within(section).findByLabelText('Your app password')).toHaveValue('cfr_app-password-secret');
    expect(within(section).getByRole('status')).toHaveTextContent(APP_PASSWORD_NOTE);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('has a two-step verification section', async () => {
    renderWithAuth(<AccountSettingsView />, {
      store: signedIn(),
      mocks: [NO_WEBHOOKS, TWO_FACTOR_OFF, NO_PASSKEYS, NO_SINGLE_SIGN_ON],
    });
    const section = screen.getByRole('region', { name: 'Two-step verification' });
    expect(await within(section).findByText(TWO_FACTOR_OFF_TEXT)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument();
  });

  it('has a passkeys section, and a single sign-on section only where the server has providers', async () => {
    const { unmount } = renderWithAuth(<AccountSettingsView />, {
      store: signedIn(),
      mocks: [NO_WEBHOOKS, TWO_FACTOR_OFF, NO_PASSKEYS, NO_SINGLE_SIGN_ON],
    });
    const passkeys = screen.getByRole('region', { name: 'Passkeys' });
    expect(await within(passkeys).findByText(PASSKEYS_INTRO)).toBeInTheDocument();
    expect(within(passkeys).getByText(NO_PASSKEYS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Single sign-on' })).not.toBeInTheDocument();
    unmount();

    renderWithAuth(<AccountSettingsView />, {
      store: signedIn(),
      mocks: [NO_WEBHOOKS, TWO_FACTOR_OFF, NO_PASSKEYS, singleSignOn([{ id: 'acme', label: 'Acme ID' }])],
    });
    const sso = await screen.findByRole('region', { name: 'Single sign-on' });
    expect(within(sso).getByText(NO_IDENTITIES_TEXT)).toBeInTheDocument();
  });
});
