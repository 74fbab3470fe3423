import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@coffer/web-testing';
import { useToastStore } from '@coffer/web-ui';
import {
  ACCESS_TOKENS_QUERY,
  CREATE_ACCESS_TOKEN_MUTATION,
  REVOKE_ACCESS_TOKEN_MUTATION,
} from '../../graphql/access-tokens';
import { AccessTokensView, SECRET_NOTE, tokenExpiryLabel } from './AccessTokensView';

const SECRET = 'cof_pat_abcdefghijklmnopqrstuvwxyz0123456789';

const token = (revoked: boolean) => ({
  __typename: 'AccessToken' as const,
  id: 't1',
  name: 'Backup script',
  prefix: 'cof_pat_abcd',
  scopes: ['READ', 'WRITE'],
  createdAt: '2026-03-05T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2099-04-04T10:00:00.000Z',
  revoked,
});

const list = (nodes: Array<ReturnType<typeof token>>): MockLink.MockedResponse => ({
  request: { query: ACCESS_TOKENS_QUERY },
  result: {
    data: {
      accessTokens: {
        __typename: 'AccessTokenConnection',
        totalCount: nodes.length,
        edges: nodes.map((node) => ({ __typename: 'AccessTokenEdge', node })),
      },
    },
  },
});

describe(AccessTokensView.name, () => {
  afterEach(() => useToastStore.getState().remove());

  it('creates a token, shows its secret once with Copy, and revokes it after a confirmation', async () => {
    const createResult = jest.fn(() => ({
      data: {
        accessTokenCreate: {
          __typename: 'AccessTokenCreatePayload',
          token: SECRET,
          accessToken: token(false),
          userErrors: [],
        },
      },
    }));
    const revokeResult = jest.fn(() => ({
      data: { accessTokenRevoke: { __typename: 'AccessTokenRevokePayload', accessToken: token(true), userErrors: [] } },
    }));
    const mocks: MockLink.MockedResponse[] = [
      list([]),
      {
        request: {
          query: CREATE_ACCESS_TOKEN_MUTATION,
          variables: { input: { name: 'Backup script', scopes: ['READ', 'WRITE'], expiresInDays: 30 } },
        },
        result: createResult,
      },
      list([token(false)]),
      { request: { query: REVOKE_ACCESS_TOKEN_MUTATION, variables: { id: 't1' } }, result: revokeResult },
      list([token(true)]),
    ];
    const { user } = render(<AccessTokensView />, { mocks });

    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();

    // Nothing is sent without a name.
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Give the token a name')).toBeInTheDocument();
    expect(createResult).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Token name/ }), '  Backup script ');
    expect(screen.getByRole('checkbox', { name: /Read/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Write/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByRole('textbox', { name: 'Your new token' });
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(screen.getByText(SECRET_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(createResult).toHaveBeenCalledTimes(1);
    // The form is ready for the next token.
    expect(screen.getByRole('textbox', { name: /Token name/ })).toHaveValue('');

    const table = await screen.findByRole('table', { name: 'Access tokens' });
    const row = within(table).getAllByTestId('token-row')[0]!;
    expect(row).toHaveTextContent('Backup script');
    expect(row).toHaveTextContent('cof_pat_abcd…');
    expect(row).toHaveTextContent('read');
    expect(row).toHaveTextContent('write');
    expect(row).toHaveTextContent('Mar 5, 2026');
    expect(row).toHaveTextContent('Never');

    // Once stored, the secret is gone for good.
    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByRole('textbox', { name: 'Your new token' })).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();

    // Revoke asks first; Cancel changes nothing.
    await user.click(within(row).getByRole('button', { name: 'Revoke Backup script' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke token?' });
    expect(dialog).toHaveTextContent('"Backup script" stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revokeResult).not.toHaveBeenCalled();

    await user.click(within(row).getByRole('button', { name: 'Revoke Backup script' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revokeResult).toHaveBeenCalledTimes(1);
    expect(
      await within(screen.getByRole('table', { name: 'Access tokens' })).findByText('Revoked'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Backup script' })).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Token revoked' });
  });

  it("takes the new secret's banner away when that token is revoked", async () => {
    const mocks: MockLink.MockedResponse[] = [
      list([]),
      {
        request: {
          query: CREATE_ACCESS_TOKEN_MUTATION,
          variables: { input: { name: 'Backup script', scopes: ['READ'], expiresInDays: 30 } },
        },
        result: {
          data: {
            accessTokenCreate: {
              __typename: 'AccessTokenCreatePayload',
              token: SECRET,
              accessToken: token(false),
              userErrors: [],
            },
          },
        },
      },
      list([token(false)]),
      {
        request: { query: REVOKE_ACCESS_TOKEN_MUTATION, variables: { id: 't1' } },
        result: {
          data: {
            accessTokenRevoke: { __typename: 'AccessTokenRevokePayload', accessToken: token(true), userErrors: [] },
          },
        },
      },
      list([token(true)]),
    ];
    const { user } = render(<AccessTokensView />, { mocks });
    await screen.findByText('No tokens yet.');
    await user.type(screen.getByRole('textbox', { name: /Token name/ }), 'Backup script');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('textbox', { name: 'Your new token' })).toHaveValue(SECRET);

    await user.click(await screen.findByRole('button', { name: 'Revoke Backup script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Your new token' })).not.toBeInTheDocument();
    expect(screen.queryByText('Token "Backup script" created')).not.toBeInTheDocument();
  });

  it('labels expiry as a date, Never or Expired', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(tokenExpiryLabel(null, now)).toBe('Never');
    expect(tokenExpiryLabel('2026-05-01T00:00:00Z', now)).toBe('Expired');
    expect(tokenExpiryLabel('2026-07-04T12:00:00Z', now)).toBe('Jul 4, 2026');
  });
});
