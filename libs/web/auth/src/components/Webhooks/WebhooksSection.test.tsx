import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@coffer/web-testing';
import { useToastStore } from '@coffer/web-ui';
import { CREATE_WEBHOOK_MUTATION, DELETE_WEBHOOK_MUTATION, WEBHOOKS_QUERY } from '../../graphql/webhooks';
import { WebhooksSection } from './WebhooksSection';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4Jb0XmPd6ko=';

const webhook = {
  __typename: 'Webhook' as const,
  id: 'w1',
  url: 'https://hooks.example.com/coffer',
  description: '',
  eventTypes: ['UPLOAD_COMPLETED', 'ITEMS_CHANGED'],
  enabled: true,
  disabledReason: null,
};

const list = (nodes: Array<typeof webhook>): MockLink.MockedResponse => ({
  request: { query: WEBHOOKS_QUERY },
  result: {
    data: {
      webhooks: {
        __typename: 'WebhookConnection',
        edges: nodes.map((node) => ({ __typename: 'WebhookEdge', node })),
      },
    },
  },
});

const created = (result: object) => ({ data: { createWebhook: { __typename: 'CreateWebhookPayload', ...result } } });

describe(WebhooksSection.name, () => {
  afterEach(() => useToastStore.getState().remove());

  it("shows the server's refusal under the URL, then adds a webhook, shows its secret once, and deletes it", async () => {
    const input = { url: 'https://hooks.example.com/coffer', eventTypes: ['UPLOAD_COMPLETED', 'ITEMS_CHANGED'] };
    const mocks: MockLink.MockedResponse[] = [
      list([]),
      {
        request: { query: CREATE_WEBHOOK_MUTATION, variables: { input: { ...input, url: 'http://10.0.0.5/x' } } },
        result: created({
          webhook: null,
          secret: null,
          userErrors: [
            {
              __typename: 'UserError',
              field: ['input', 'url'],
              code: 'PRIVATE_TARGET',
              message: 'Webhooks may not target private, loopback or other non-public addresses.',
            },
          ],
        }),
      },
      list([]),
      {
        request: { query: CREATE_WEBHOOK_MUTATION, variables: { input } },
        result: created({ webhook, secret: SECRET, userErrors: [] }),
      },
      list([webhook]),
      {
        request: { query: DELETE_WEBHOOK_MUTATION, variables: { input: { id: 'w1' } } },
        result: { data: { deleteWebhook: { __typename: 'DeleteWebhookPayload', deletedWebhookId: 'w1' } } },
      },
      list([]),
    ];
    const { user } = render(<WebhooksSection />, { mocks });
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();

    const url = screen.getByRole('textbox', { name: /Endpoint URL/ });
    await user.type(url, 'http://10.0.0.5/x');
    await user.click(screen.getByRole('checkbox', { name: 'Files or folders changed' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(/may not target private/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Signing secret' })).not.toBeInTheDocument();

    await user.clear(url);
    await user.type(url, input.url);
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
    const listed = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(listed).getByText(input.url)).toBeInTheDocument();
    expect(within(listed).getByText('Upload completed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByRole('textbox', { name: 'Signing secret' })).not.toBeInTheDocument();

    await user.click(within(listed).getByRole('button', { name: `Delete webhook ${input.url}` }));
    await user.click(await screen.findByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
  });
});
