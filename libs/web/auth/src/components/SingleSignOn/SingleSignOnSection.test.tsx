import type { MockLink } from '@apollo/client/testing';
import { SSO_MESSAGES } from '@coffer/shared-contracts';
import { act, screen, waitFor, within } from '@coffer/web-testing';
import { formatDate, useToastStore } from '@coffer/web-ui';
import { IDENTITY_UNLINK_MUTATION, SINGLE_SIGN_ON_QUERY } from '../../graphql/sso';
import { ANN } from '../../testing/fake-auth-api';
import { renderWithAuth } from '../../testing/render-with-auth';
import { NO_IDENTITIES_TEXT, SSO_SECTION_INTRO, SingleSignOnSection } from './SingleSignOnSection';

const LINKED_AT = '2026-11-02T09:00:00.000Z';
const ACME = { id: 'acme', label: 'Acme ID' };
const ACME_IDENTITY = {
  provider: 'acme',
  label: 'Acme ID',
  email: 'ann@acme.test',
  linkedAt: LINKED_AT,
  lastUsedAt: null as string | null,
};

const answer = (
  providers: Array<{ id: string; label: string }>,
  identities: Array<typeof ACME_IDENTITY>,
): MockLink.MockedResponse => ({
  request: { query: SINGLE_SIGN_ON_QUERY },
  result: {
    data: {
      signInOptions: {
        __typename: 'SignInOptions',
        passwordSignIn: false,
        providers: providers.map((p) => ({ __typename: 'SsoProvider', ...p })),
      },
      me: {
        __typename: 'User',
        id: ANN.id,
        identities: identities.map((i) => ({ __typename: 'LinkedIdentity', ...i })),
      },
    },
  },
});

function renderSection(mocks: MockLink.MockedResponse[]) {
  return renderWithAuth(
    <>
      <SingleSignOnSection />
      <p>after</p>
    </>,
    { mocks },
  );
}

describe(SingleSignOnSection.name, () => {
  afterEach(() => useToastStore.getState().remove());

  it('is not there when the server has no providers and the account linked none', async () => {
    renderSection([answer([], [])]);
    await screen.findByText('after');
    // Once the answer is in, still nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Single sign-on' })).not.toBeInTheDocument();
  });

  it('says that nothing is linked yet where the server has providers', async () => {
    renderSection([answer([ACME], [])]);
    const section = await screen.findByRole('region', { name: 'Single sign-on' });
    expect(within(section).getByText(SSO_SECTION_INTRO)).toBeInTheDocument();
    expect(within(section).getByText(NO_IDENTITIES_TEXT)).toBeInTheDocument();
  });

  it("lists a linked account even when its provider is gone from the server's list", async () => {
    renderSection([
      answer([], [{ ...ACME_IDENTITY, lastUsedAt: new Date(Date.now() - 2 * 86_400_000).toISOString() }]),
    ]);
    const row = await screen.findByTestId('identity-row');
    expect(row).toHaveTextContent('Acme ID');
    expect(row).toHaveTextContent('ann@acme.test');
    expect(row).toHaveTextContent(`Linked ${formatDate(LINKED_AT)} · Last used 2 days ago`);
  });

  it("unlinks after a confirmation, and shows the server's refusal to unlink the only way in", async () => {
    const unlinked = jest.fn(() => ({ data: { identityUnlink: true } }));
    const { user } = renderSection([
      answer([ACME], [ACME_IDENTITY]),
      {
        request: { query: IDENTITY_UNLINK_MUTATION, variables: { provider: 'acme' } },
        result: { errors: [{ message: SSO_MESSAGES.lastWayIn, extensions: { code: 'VALIDATION_ERROR' } }] },
      },
      { request: { query: IDENTITY_UNLINK_MUTATION, variables: { provider: 'acme' } }, result: unlinked },
      answer([ACME], []),
    ]);

    const row = await screen.findByTestId('identity-row');
    expect(row).toHaveTextContent('Never used');
    await user.click(within(row).getByRole('button', { name: 'Unlink Acme ID' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink Acme ID?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SSO_MESSAGES.lastWayIn);

    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(NO_IDENTITIES_TEXT)).toBeInTheDocument();
    expect(unlinked).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('Single sign-on unlinked');
  });
});
