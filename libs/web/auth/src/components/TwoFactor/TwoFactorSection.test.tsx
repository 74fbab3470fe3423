import type { MockLink } from '@apollo/client/testing';
import { SECOND_FACTOR_MESSAGES } from '@coffer/shared-contracts';
import { screen, waitFor, within } from '@coffer/web-testing';
import { formatDate, useToastStore } from '@coffer/web-ui';
import { RECOVERY_CODES_FILE_NAME } from '../../domain/second-factor';
import {
  RECOVERY_CODES_REGENERATE_MUTATION,
  TWO_FACTOR_DISABLE_MUTATION,
  TWO_FACTOR_ENABLE_MUTATION,
  TWO_FACTOR_SETUP_MUTATION,
  TWO_FACTOR_STATUS_QUERY,
} from '../../graphql/two-factor';
import { ANN } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { PROOF_LABEL } from './IdentityForm';
import { RECOVERY_CODES_NOTE } from './RecoveryCodes';
import { FEW_RECOVERY_CODES_TEXT, TWO_FACTOR_OFF_TEXT, TwoFactorSection } from './TwoFactorSection';

const PASSWORD = 'Old!pass1';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Coffer:ann%40example.com?secret=${SECRET}&issuer=Coffer`;
const ENABLED_AT = '2026-11-20T10:00:00.000Z';
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-defg-hjkm`);

const status = (enabled: boolean, recoveryCodesLeft = enabled ? 10 : 0): MockLink.MockedResponse => ({
  request: { query: TWO_FACTOR_STATUS_QUERY },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: ANN.id,
        twoFactor: {
          __typename: 'TwoFactorStatus',
          enabled,
          enabledAt: enabled ? ENABLED_AT : null,
          recoveryCodesLeft,
        },
      },
    },
  },
});

const refusal = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

function renderSection(mocks: MockLink.MockedResponse[]) {
  return renderWithAuth(<TwoFactorSection email={ANN.email} />, { mocks });
}

describe(TwoFactorSection.name, () => {
  afterEach(() => useToastStore.getState().remove());

  it('sets up an authenticator app: password, QR code and key, a first code, then the recovery codes shown once', async () => {
    const enabled = jest.fn(() => ({ data: { twoFactorEnable: CODES } }));
    const { user } = renderSection([
      status(false),
      {
        request: { query: TWO_FACTOR_SETUP_MUTATION, variables: { input: { password: 'Wrong!pass1' } } },
        result: refusal('The current password is not correct.', 'WRONG_PASSWORD'),
      },
      {
        request: { query: TWO_FACTOR_SETUP_MUTATION, variables: { input: { password: PASSWORD } } },
        result: { data: { twoFactorSetup: { __typename: 'TwoFactorSetup', secret: SECRET, uri: URI } } },
      },
      {
        request: { query: TWO_FACTOR_ENABLE_MUTATION, variables: { input: { code: '000000' } } },
        result: refusal(SECOND_FACTOR_MESSAGES.invalidCode, 'INVALID_CODE'),
      },
      { request: { query: TWO_FACTOR_ENABLE_MUTATION, variables: { input: { code: '123456' } } }, result: enabled },
      status(true),
    ]);

    expect(await screen.findByText(TWO_FACTOR_OFF_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    let dialog = screen.getByRole('dialog', { name: 'Set up authenticator app' });
    const password = within(dialog).getByLabelText(/^Current password/);
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'Wrong!pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is not correct.');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const qr = await within(dialog).findByRole('img', { name: 'QR code of the key for your authenticator app' });
    expect(qr.tagName).toBe('svg');
    expect(within(dialog).getByTestId('authenticator-key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    const code = within(dialog).getByLabelText(/^Code from the app/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.invalidCode);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(within(dialog).getByText(RECOVERY_CODES_NOTE)).toHaveFocus();
    const listed = within(within(dialog).getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual(CODES);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(enabled).toHaveBeenCalledTimes(1);

    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => (saved.push(blob), 'blob:codes')),
      revokeObjectURL: jest.fn(),
    });
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(downloads).toEqual([RECOVERY_CODES_FILE_NAME]);
    // jsdom's Blob has no text().
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]!);
    });
    expect(text).toContain(ANN.email);
    expect(text).toContain(CODES.join('\n'));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(`On since ${formatDate(ENABLED_AT)}.`)).toBeInTheDocument();
    expect(screen.getByText('Recovery codes left: 10.')).toBeInTheDocument();
    expect(screen.queryByText(FEW_RECOVERY_CODES_TEXT)).not.toBeInTheDocument();
  });

  it('when on with few recovery codes left, says so and makes new ones with the password and a recovery code', async () => {
    const made = jest.fn(() => ({ data: { recoveryCodesRegenerate: CODES } }));
    const { user } = renderSection([
      status(true, 3),
      {
        request: {
          query: RECOVERY_CODES_REGENERATE_MUTATION,
          variables: { input: { password: PASSWORD, recoveryCode: 'zzzz-zzzz-zzzz' } },
        },
        result: refusal(SECOND_FACTOR_MESSAGES.invalidRecoveryCode, 'INVALID_CODE'),
      },
      {
        request: {
          query: RECOVERY_CODES_REGENERATE_MUTATION,
          variables: { input: { password: PASSWORD, recoveryCode: 'abcd-efgh-jkmn' } },
        },
        result: made,
      },
      status(true, 10),
    ]);

    expect(await screen.findByText('Recovery codes left: 3.')).toBeInTheDocument();
    expect(screen.getByText(FEW_RECOVERY_CODES_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const dialog = screen.getByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByLabelText(/^Current password/), PASSWORD);
    const proof = within(dialog).getByLabelText(new RegExp(`^${PROOF_LABEL}`));
    await user.type(proof, 'zzzz-zzzz-zzzz');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.invalidRecoveryCode);
    expect(proof).toHaveAttribute('aria-invalid', 'true');

    await user.clear(proof);
    await user.type(proof, ' abcd-efgh-jkmn ');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(made).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Recovery codes left: 10.')).toBeInTheDocument();
    expect(screen.queryByText(FEW_RECOVERY_CODES_TEXT)).not.toBeInTheDocument();
  });

  it('turns it off with the password and a code from the app', async () => {
    const disabled = jest.fn(() => ({ data: { twoFactorDisable: true } }));
    const { user } = renderSection([
      status(true),
      {
        request: {
          query: TWO_FACTOR_DISABLE_MUTATION,
          variables: { input: { password: 'Wrong!pass1', code: '123456' } },
        },
        result: refusal('The current password is not correct.', 'WRONG_PASSWORD'),
      },
      {
        request: { query: TWO_FACTOR_DISABLE_MUTATION, variables: { input: { password: PASSWORD, code: '123456' } } },
        result: disabled,
      },
      status(false),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-step verification' });
    const password = within(dialog).getByLabelText(/^Current password/);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByText('Enter your current password')).toBeInTheDocument();

    await user.type(password, 'Wrong!pass1');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${PROOF_LABEL}`)), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is not correct.');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(TWO_FACTOR_OFF_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(disabled).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('Two-step verification is off');
  });
});
