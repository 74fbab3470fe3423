import type { MockLink } from '@apollo/client/testing';
import * as webauthn from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES } from '@coffer/shared-contracts';
import { screen, waitFor, within } from '@coffer/web-testing';
import { formatDate, useToastStore } from '@coffer/web-ui';
import { PASSKEY_CANCELLED_MESSAGE } from '../../domain/passkeys';
import {
  PASSKEYS_QUERY,
  PASSKEY_REGISTER_MUTATION,
  PASSKEY_REGISTRATION_OPTIONS_MUTATION,
  PASSKEY_REMOVE_MUTATION,
  PASSKEY_RENAME_MUTATION,
} from '../../graphql/passkeys';
import { ANN } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { ADD_PASSKEY_NOTE } from './PasskeyForms';
import { stubWebAuthnSupport } from '../../testing/webauthn-support';
import { NO_PASSKEYS_TEXT, PASSKEYS_INTRO, PASSKEYS_UNSUPPORTED_TEXT, PasskeysSection } from './PasskeysSection';

jest.mock('@simplewebauthn/browser', () => ({
  ...jest.requireActual<typeof webauthn>('@simplewebauthn/browser'),
  startRegistration: jest.fn(),
}));
const browser = jest.mocked(webauthn);

const PASSWORD = 'Old!pass1';
const ADDED_AT = '2026-11-20T10:00:00.000Z';
const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rp: { name: 'Coffer', id: 'localhost' } };
const CREATED = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30' } };

interface PasskeyFixture {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

const LAPTOP: PasskeyFixture = { id: 'p1', name: 'Laptop', createdAt: ADDED_AT, lastUsedAt: null, backedUp: false };
const PHONE: PasskeyFixture = {
  id: 'p2',
  name: 'Phone',
  createdAt: ADDED_AT,
  lastUsedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  backedUp: true,
};

const listed = (passkeys: PasskeyFixture[]): MockLink.MockedResponse => ({
  request: { query: PASSKEYS_QUERY },
  result: {
    data: {
      me: { __typename: 'User', id: ANN.id, passkeys: passkeys.map((p) => ({ __typename: 'Passkey', ...p })) },
    },
  },
});

const refusal = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

function renderSection(mocks: MockLink.MockedResponse[]) {
  return renderWithAuth(<PasskeysSection />, { mocks });
}

const rows = () => screen.getAllByTestId('passkey-row');

describe(PasskeysSection.name, () => {
  beforeEach(() => stubWebAuthnSupport(true));
  afterEach(() => useToastStore.getState().remove());

  it("lists the passkeys: name, when added and last used, and 'Synced' for one that syncs", async () => {
    renderSection([listed([LAPTOP, PHONE])]);

    expect(await screen.findByRole('list', { name: 'Passkeys' })).toBeInTheDocument();
    expect(screen.getByText(PASSKEYS_INTRO)).toBeInTheDocument();
    const [laptop, phone] = rows();
    expect(laptop).toHaveTextContent('Laptop');
    expect(laptop).toHaveTextContent(`Added ${formatDate(ADDED_AT)} · Never used`);
    expect(within(laptop!).queryByText('Synced')).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('Last used 3 hours ago');
    expect(within(phone!).getByText('Synced')).toBeInTheDocument();
    expect(within(phone!).getByRole('button', { name: 'Rename passkey Phone' })).toBeInTheDocument();
    expect(within(phone!).getByRole('button', { name: 'Remove passkey Phone' })).toBeInTheDocument();
  });

  it('adds a passkey: the password, a name, the browser makes it, the server keeps it', async () => {
    browser.startRegistration.mockResolvedValue(CREATED as unknown as webauthn.RegistrationResponseJSON);
    const registered = jest.fn(() => ({
      data: { passkeyRegister: { __typename: 'Passkey', ...LAPTOP, id: 'p3', name: 'Work laptop' } },
    }));
    const { user } = renderSection([
      listed([]),
      {
        request: { query: PASSKEY_REGISTRATION_OPTIONS_MUTATION, variables: { password: 'Wrong!pass1' } },
        result: refusal('The current password is not correct.', 'WRONG_PASSWORD'),
      },
      {
        request: { query: PASSKEY_REGISTRATION_OPTIONS_MUTATION, variables: { password: PASSWORD } },
        result: { data: { passkeyRegistrationOptions: JSON.stringify(OPTIONS) } },
      },
      {
        request: {
          query: PASSKEY_REGISTER_MUTATION,
          variables: { input: { responseJson: JSON.stringify(CREATED), name: 'Work laptop' } },
        },
        result: registered,
      },
      listed([{ ...LAPTOP, id: 'p3', name: 'Work laptop' }]),
    ]);

    expect(await screen.findByText(NO_PASSKEYS_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    expect(within(dialog).getByText(ADD_PASSKEY_NOTE)).toBeInTheDocument();
    const name = within(dialog).getByLabelText(/^Name/);
    // jsdom's User-Agent names no browser or system: the plain default.
    expect(name).toHaveValue('Passkey');
    const password = within(dialog).getByLabelText(/^Current password/);
    await waitFor(() => expect(password).toHaveFocus());

    await user.type(password, 'Wrong!pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Add passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is not correct.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(browser.startRegistration).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.clear(name);
    await user.type(name, '  Work laptop ');
    await user.click(within(dialog).getByRole('button', { name: 'Add passkey' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(registered).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Passkey added',
      description: '"Work laptop" signs you in from now on.',
    });
  });

  it('says so when the browser prompt is cancelled, and keeps the dialog for another try', async () => {
    browser.startRegistration.mockRejectedValue(new DOMException('Not allowed.', 'NotAllowedError'));
    const { user } = renderSection([
      listed([]),
      {
        request: { query: PASSKEY_REGISTRATION_OPTIONS_MUTATION, variables: { password: PASSWORD } },
        result: { data: { passkeyRegistrationOptions: JSON.stringify(OPTIONS) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText(/^Current password/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Add passkey' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PASSKEY_CANCELLED_MESSAGE);
    expect(within(dialog).getByRole('button', { name: 'Add passkey' })).toBeEnabled();
  });

  it('refuses an empty name under the name, asking the server nothing', async () => {
    const { user } = renderSection([listed([LAPTOP])]);
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Current password/), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Add passkey' }));
    expect(within(dialog).getByText(PASSKEY_MESSAGES.invalidName)).toBeInTheDocument();
  });

  it('renames a passkey', async () => {
    const renamed = jest.fn(() => ({
      data: { passkeyRename: { __typename: 'Passkey', id: 'p1', name: 'Old laptop' } },
    }));
    const { user } = renderSection([
      listed([LAPTOP]),
      {
        request: { query: PASSKEY_RENAME_MUTATION, variables: { input: { id: 'p1', name: 'Old laptop' } } },
        result: renamed,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Rename passkey Laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename passkey' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Laptop');
    await user.clear(name);
    await user.type(name, 'Old laptop{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rows()[0]).toHaveTextContent('Old laptop');
    expect(renamed).toHaveBeenCalledTimes(1);
  });

  it('removes a passkey after a confirmation', async () => {
    const removed = jest.fn(() => ({ data: { passkeyRemove: true } }));
    const { user } = renderSection([
      listed([LAPTOP, PHONE]),
      { request: { query: PASSKEY_REMOVE_MUTATION, variables: { id: 'p2' } }, result: removed },
      listed([LAPTOP]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove passkey Phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove passkey?' });
    expect(dialog).toHaveTextContent('"Phone" will no longer sign you in.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(removed).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('Passkey removed');
  });

  it('says why a browser without WebAuthn offers no way to add one, and still lists and removes', async () => {
    stubWebAuthnSupport(false);
    renderSection([listed([LAPTOP])]);
    expect(await screen.findByText(PASSKEYS_UNSUPPORTED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove passkey Laptop' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    renderSection([{ request: { query: PASSKEYS_QUERY }, result: refusal('Sign in again.', 'FORBIDDEN') }]);
    expect(await screen.findByText('Failed to load')).toBeInTheDocument();
    expect(screen.getByText('Sign in again.')).toBeInTheDocument();
  });
});
