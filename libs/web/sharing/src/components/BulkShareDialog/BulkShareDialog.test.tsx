import { render, screen, waitFor, within } from '@coffer/web-testing';
import { CREATE_SHARE_LINK_MUTATION } from '../../graphql/sharing';
import { fileItem, folderItem } from '@coffer/web-files/testing';
import { BulkShareDialog } from './BulkShareDialog';

const linked = fileItem({
  name: 'linked.txt',
  liveLinkScope: 'public',
  liveLinkUrl: 'http://localhost/share/existingtoken0000000000',
  hasShareLink: true,
});
const a = fileItem({ name: 'a.txt' });
const b = fileItem({ name: 'b.txt' });
const photos = folderItem({ name: 'Photos' });

const linkFor = (fileId: string, token: string) => ({
  __typename: 'ShareLink',
  id: `link-${token}`,
  fileId,
  url: `http://localhost/share/${token}`,
  token,
  scope: 'PUBLIC',
  allowedEmails: [],
  hasPassword: false,
  expiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  revoked: false,
  accessCount: 0,
  maxAccess: null,
});
const createMock = (fileId: string, token: string) => ({
  request: { query: CREATE_SHARE_LINK_MUTATION, variables: { input: { fileId, scope: 'PUBLIC', expiresIn: null } } },
  result: {
    data: { shareLinkCreate: { __typename: 'ShareLinkPayload', shareLink: linkFor(fileId, token), userErrors: [] } },
  },
});

describe(BulkShareDialog.name, () => {
  it('keeps existing links, creates one per other file with the chosen settings, leaves folders out and lists every link', async () => {
    const { user } = render(<BulkShareDialog items={[linked, a, b, photos]} onClose={jest.fn()} />, {
      mocks: [createMock(a.id, 'tokenA000000000000000000'), createMock(b.id, 'tokenB000000000000000000')],
    });
    expect(screen.getByText('Share 3 files')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Folders cannot have share links, so the selected folder is left out.',
    );
    expect(screen.getByText('1 file already has a link; it is kept.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Never expires'));
    await user.click(screen.getByRole('button', { name: 'Create 2 links' }));
    const table = await screen.findByRole('table', { name: 'Share links' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'linked.txthttp://localhost/share/existingtoken0000000000Existing',
      'a.txthttp://localhost/share/tokenA000000000000000000New',
      'b.txthttp://localhost/share/tokenB000000000000000000New',
    ]);
    expect(screen.getByRole('button', { name: 'Copy all links' })).toBeEnabled();
  });

  it('shows the links at once when every file has one, and answers a folder-only selection', async () => {
    const { unmount } = render(<BulkShareDialog items={[linked]} onClose={jest.fn()} />);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Share links' })).toBeInTheDocument());
    unmount();
    render(<BulkShareDialog items={[photos, folderItem({ name: 'Docs' })]} onClose={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Folders cannot have share links, so the 2 selected folders are left out.',
    );
    expect(screen.getByText('Select files to share them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });
});
