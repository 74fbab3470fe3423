import { GraphQLError } from 'graphql';
import { render, screen, waitFor } from '@coffer/web-testing';
import { REQUEST_SHARE_CODE_MUTATION, VERIFY_SHARE_CODE_MUTATION } from '../../graphql/sharing';
import { ShareCodeForm } from './ShareCodeForm';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';
const EMAIL = 'ann@example.com';

describe(ShareCodeForm.name, () => {
  it('asks for the address, says a code may be on its way, and opens the link with the right code after a wrong one', async () => {
    const onAccess = jest.fn();
    const { user } = render(<ShareCodeForm token={TOKEN} onAccess={onAccess} />, {
      mocks: [
        {
          request: { query: REQUEST_SHARE_CODE_MUTATION, variables: { token: TOKEN, email: EMAIL } },
          result: { data: { requestShareCode: true } },
        },
        {
          request: { query: VERIFY_SHARE_CODE_MUTATION, variables: { token: TOKEN, email: EMAIL, code: '000000' } },
          result: {
            errors: [
              new GraphQLError('This code is wrong or has expired. Check it, or ask for a new one.', {
                extensions: { code: 'VALIDATION_ERROR' },
              }),
            ],
          },
        },
        {
          request: { query: VERIFY_SHARE_CODE_MUTATION, variables: { token: TOKEN, email: EMAIL, code: '123456' } },
          result: {
            data: { verifyShareCode: { __typename: 'ShareCodeAccess', expiresAt: '2030-01-01T00:00:00.000Z' } },
          },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Get a code by e-mail' }));
    await user.type(screen.getByLabelText(/E-mail address/), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(`If ${EMAIL} may open this file, a code is on its way. It works once, for 10 minutes.`);
    const code = screen.getByLabelText(/6-digit code/);
    expect(screen.getByRole('button', { name: 'Open file' })).toHaveProperty('disabled', true);
    await user.type(code, '00a0000');
    expect((code as HTMLInputElement).value).toBe('000000');
    await user.click(screen.getByRole('button', { name: 'Open file' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This code is wrong or has expired');
    expect(onAccess).not.toHaveBeenCalled();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Open file' }));
    await waitFor(() => expect(onAccess).toHaveBeenCalledTimes(1));
  });
});
