import { render, screen, waitFor } from '@coffer/web-testing';
import { CREATE_SHARE_LINK_MUTATION, SHARE_LINKS_QUERY } from '../../graphql/sharing';
import { fileItem, folderItem } from '@coffer/web-files/testing';
import { BulkShareDialog } from './BulkShareDialog';

const a = fileItem({ name: 'a.txt' });
const b = fileItem({ name: 'b.txt' });
const sealed = fileItem({ name: 'sealed.bin', encryptedMetadata: 'record' });
const photos = folderItem({ name: 'Photos' });

const SET_URL = 'http://localhost/share/SeTsEtSeTsEtSeTsEtSeTsEt';
const setLink = (fileIds: string[]) => ({
  __typename: 'ShareLink',
  id: 'link-set',
  kind: 'SET',
  fileId: null,
  folder: null,
  fileIds,
  url: SET_URL,
  token: 'SeTsEtSeTsEtSeTsEtSeTsEt',
  scope: 'PUBLIC',
  allowedEmails: [],
  hasPassword: false,
  expiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  revoked: false,
  accessCount: 0,
  maxAccess: null,
});

describe(BulkShareDialog.name, () => {
  it('makes ONE set link of the selected files with the chosen settings, and says a folder is shared on its own', async () => {
    const created = jest.fn(() => ({
      data: {
        shareLinkCreate: { __typename: 'ShareLinkPayload', shareLink: setLink([a.id, b.id]), userErrors: [] },
      },
    }));
    const { user } = render(<BulkShareDialog items={[a, b, photos]} onClose={jest.fn()} />, {
      mocks: [
        {
          request: {
            query: CREATE_SHARE_LINK_MUTATION,
            variables: { input: { fileIds: [a.id, b.id], scope: 'PUBLIC', expiresIn: null } },
          },
          result: created,
        },
      ],
    });
    expect(screen.getByText('Share 2 files')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'A folder is shared on its own: the selected folder is not part of this link.',
    );
    expect(screen.getByText('One link for 2 files: whoever opens it sees them as one list.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Never expires'));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(screen.getByLabelText('Shareable link')).toHaveValue(SET_URL));
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });

  it('warns that encrypted files stay sealed on a set link', () => {
    render(<BulkShareDialog items={[a, sealed]} onClose={jest.fn()} />);
    expect(
      screen.getByText(/One selected file is end-to-end encrypted: the link lists it, but it stays sealed/),
    ).toBeInTheDocument();
  });

  it('answers a folder-only selection, and gives one selected folder its own folder-link dialog', async () => {
    const { unmount } = render(<BulkShareDialog items={[photos, folderItem({ name: 'Docs' })]} onClose={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('the 2 selected folders are not part of this link');
    expect(screen.getByText('Select files to share them together.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
    unmount();
    render(<BulkShareDialog items={[photos]} onClose={jest.fn()} />, {
      mocks: [
        {
          request: { query: SHARE_LINKS_QUERY, variables: { fileId: photos.id } },
          result: {
            data: {
              item: {
                __typename: 'Item',
                id: photos.id,
                shareLinks: { __typename: 'ShareLinkConnection', nodes: [] },
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Share "Photos"')).toBeInTheDocument();
    expect(await screen.findByText(/The link opens this folder as it is at each visit/)).toBeInTheDocument();
  });
});
