import { render, screen, waitFor } from '@coffer/web-testing';
import type { FileRequestFieldsFragment } from '@coffer/web-data-access';
import { UPDATE_FILE_REQUEST_MUTATION } from '../../graphql/file-requests';
import { RequestDialog } from './RequestDialog';

const REQUEST: FileRequestFieldsFragment = {
  __typename: 'FileRequest',
  id: 'RmlsZVJlcXVlc3Q6MQ',
  databaseId: '1',
  url: 'http://localhost/drop/abc',
  title: 'Tax papers',
  message: '',
  expiresAt: null,
  hasPassword: true,
  recipients: [],
  requireName: false,
  requireEmail: false,
  maxFiles: null,
  maxFileBytes: null,
  maxTotalBytes: null,
  acceptedTypes: [],
  state: 'OPEN',
  closedAt: null,
  createdAt: '2026-11-29T12:00:00Z',
  updatedAt: '2026-11-29T12:00:00Z',
  receivedFiles: 0,
  receivedBytes: 0,
  lastReceivedAt: null,
  folder: { __typename: 'Item', id: 'SXRlbTox', name: 'Acme', path: '/Clients/', fullPath: '/Clients/Acme/' },
};

describe(RequestDialog.name, () => {
  it('needs a folder and a title before anything is sent', async () => {
    // No folders are mocked: the picker says it could not load them (Apollo warns of the missing mock).
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = render(<RequestDialog opened request={null} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Create request' }));
    expect(await screen.findByText('Choose a folder.')).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New file request' })).toBeInTheDocument();
  });

  it('checks the settings it can check, under each field', async () => {
    const { user } = render(<RequestDialog opened request={REQUEST} onClose={() => undefined} />);
    expect(screen.getByText('/Clients/Acme/')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.clear(screen.getByLabelText(/^Title/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Use 4 to 128 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's userErrors under the field they name", async () => {
    const onClose = jest.fn();
    const { user } = render(<RequestDialog opened request={REQUEST} onClose={onClose} />, {
      mocks: [
        {
          request: {
            query: UPDATE_FILE_REQUEST_MUTATION,
            variables: {
              input: {
                id: REQUEST.id,
                title: 'Tax papers 2026',
                message: '',
                recipients: [],
                requireName: false,
                requireEmail: false,
                acceptedTypes: ['application/pdf'],
              },
            },
          },
          result: {
            data: {
              fileRequestUpdate: {
                __typename: 'FileRequestPayload',
                fileRequest: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    code: 'VALIDATION_ERROR',
                    field: ['input', 'title'],
                    message: 'This title is taken.',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await user.type(screen.getByLabelText(/^Title/), ' 2026');
    await user.click(screen.getByRole('checkbox', { name: 'PDF' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This title is taken.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
