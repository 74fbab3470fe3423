import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@coffer/web-testing';
import { KEY_ONLY_IN_UPLOADING_BROWSER, type FileItem } from '@coffer/web-files';
import { saveEncryptedFileKey } from '@coffer/web-data-access';
import { CREATE_SHARE_LINK_MUTATION, SHARE_LINKS_QUERY } from '../../graphql/sharing';
import { EMAIL_CHIPS_HELP } from '@coffer/web-ui';
import { ShareDialog } from './ShareDialog';

const ITEM: FileItem = {
  id: '7c1b6a9e-1f2a-4a51-9d2e-000000000001',
  databaseId: '7c1b6a9e-1f2a-4a51-9d2e-000000000001',
  type: 'file',
  name: 'plan.txt',
  path: '/',
  mimeType: 'text/plain',
  size: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  previewUrl: null,
  sharedWithCount: 0,
  hasShareLink: false,
  liveLinkScope: null,
  requiresPassword: false,
  isNew: false,
};

const LINK = {
  __typename: 'ShareLink',
  id: 'link-1',
  kind: 'FILE' as 'FILE' | 'FOLDER' | 'SET',
  fileId: ITEM.id as string | null,
  folder: null as { __typename: 'Item'; id: string; name: string; fullPath: string } | null,
  fileIds: [] as string[],
  url: 'http://localhost/share/AbCdEfGhIjKlMnOpQrStUvWx',
  token: 'AbCdEfGhIjKlMnOpQrStUvWx',
  scope: 'RESTRICTED',
  allowedEmails: ['ann@example.com'],
  hasPassword: false,
  expiresAt: '2026-01-08T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  revoked: false,
  accessCount: 0,
  maxAccess: null,
};

/** The ShareLinks answer: the file with one page of its links. */
const linksData = (fileId: string, links: Array<typeof LINK>) => ({
  data: {
    item: {
      __typename: 'Item' as const,
      id: fileId,
      shareLinks: { __typename: 'ShareLinkConnection' as const, nodes: links },
    },
  },
});

describe(ShareDialog.name, () => {
  describe('an end-to-end encrypted file', () => {
    const encrypted = (id: string): FileItem => ({ ...ITEM, id, databaseId: id, encryptedMetadata: 'record' });
    const linksOf = (item: FileItem) => [
      {
        request: { query: SHARE_LINKS_QUERY, variables: { fileId: item.id } },
        result: linksData(item.id, [{ ...LINK, fileId: item.id }]),
      },
    ];

    it('hands out the link with the key this browser keeps in its fragment', async () => {
      const item = encrypted('7c1b6a9e-1f2a-4a51-9d2e-0000000000e1');
      await saveEncryptedFileKey({ itemId: item.databaseId, key: 'k'.repeat(22), linkFragment: 'p.salt.wrapped' });
      render(<ShareDialog item={item} onClose={jest.fn()} />, { mocks: linksOf(item) });
      await waitFor(() => expect(screen.getByLabelText('Shareable link')).toHaveValue(`${LINK.url}#p.salt.wrapped`));
      expect(screen.queryByText(KEY_ONLY_IN_UPLOADING_BROWSER)).toBeNull();
    });

    it('says where the key is when this browser has none', async () => {
      const item = encrypted('7c1b6a9e-1f2a-4a51-9d2e-0000000000e2');
      render(<ShareDialog item={item} onClose={jest.fn()} />, { mocks: linksOf(item) });
      expect(await screen.findByText(KEY_ONLY_IN_UPLOADING_BROWSER)).toBeInTheDocument();
      expect(screen.getByLabelText('Shareable link')).toHaveValue(LINK.url);
    });
  });

  it("offers 'Notify them by e-mail' only once addresses are listed, and sends notify with the new link", async () => {
    const created = jest.fn(() => ({
      data: { shareLinkCreate: { __typename: 'ShareLinkPayload', shareLink: LINK, userErrors: [] } },
    }));
    const { user } = render(<ShareDialog item={ITEM} onClose={jest.fn()} />, {
      mocks: [
        { request: { query: SHARE_LINKS_QUERY, variables: { fileId: ITEM.id } }, result: linksData(ITEM.id, []) },
        {
          request: {
            query: CREATE_SHARE_LINK_MUTATION,
            variables: {
              input: {
                fileId: ITEM.id,
                scope: 'RESTRICTED',
                expiresIn: 604800,
                emails: ['ann@example.com'],
                notify: true,
              },
            },
          },
          result: created,
        },
        {
          request: { query: SHARE_LINKS_QUERY, variables: { fileId: ITEM.id } },
          result: linksData(ITEM.id, [LINK]),
        },
      ],
    });
    await user.click(await screen.findByLabelText('Specific users'));
    expect(screen.queryByLabelText('Notify them by e-mail')).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Allowed Emails' }), 'ann@example.com');
    await user.click(screen.getByLabelText('Notify them by e-mail'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });

  it('uses the shared e-mail chips: an invalid address is refused with the reason and holds Save', async () => {
    const { user } = render(<ShareDialog item={ITEM} onClose={jest.fn()} />, {
      mocks: [
        { request: { query: SHARE_LINKS_QUERY, variables: { fileId: ITEM.id } }, result: linksData(ITEM.id, []) },
      ],
    });
    await user.click(await screen.findByLabelText('Specific users'));
    const field = screen.getByRole('combobox', { name: 'Allowed Emails' });
    expect(screen.getByText(EMAIL_CHIPS_HELP)).toBeInTheDocument();
    await user.type(field, 'not-an-email{enter}');
    expect(screen.getByText('"not-an-email" is not a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.clear(field);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  describe('a folder', () => {
    const FOLDER: FileItem = {
      ...ITEM,
      id: 'folder-1',
      databaseId: 'folder-1',
      type: 'folder',
      name: 'Photos',
      mimeType: null,
      size: null,
    };
    const FOLDER_LINK = {
      ...LINK,
      id: 'link-f',
      kind: 'FOLDER' as const,
      fileId: null,
      scope: 'PUBLIC',
      allowedEmails: [],
      folder: { __typename: 'Item' as const, id: FOLDER.id, name: 'Photos', fullPath: '/Photos/' },
    };

    it('creates a folder link (folderId), says what it shares, and lists the links of this folder', async () => {
      const created = jest.fn(() => ({
        data: { shareLinkCreate: { __typename: 'ShareLinkPayload', shareLink: FOLDER_LINK, userErrors: [] } },
      }));
      const { user } = render(<ShareDialog item={FOLDER} onClose={jest.fn()} />, {
        mocks: [
          { request: { query: SHARE_LINKS_QUERY, variables: { fileId: FOLDER.id } }, result: linksData(FOLDER.id, []) },
          {
            request: {
              query: CREATE_SHARE_LINK_MUTATION,
              variables: { input: { folderId: FOLDER.id, scope: 'PUBLIC', expiresIn: 604800 } },
            },
            result: created,
          },
          {
            request: { query: SHARE_LINKS_QUERY, variables: { fileId: FOLDER.id } },
            result: linksData(FOLDER.id, [FOLDER_LINK]),
          },
        ],
      });
      expect(await screen.findByText(/The link opens this folder as it is at each visit/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    });

    it("edits the folder's own link and lists it under 'Links of this folder'", async () => {
      render(<ShareDialog item={FOLDER} onClose={jest.fn()} />, {
        mocks: [
          {
            request: { query: SHARE_LINKS_QUERY, variables: { fileId: FOLDER.id } },
            result: linksData(FOLDER.id, [FOLDER_LINK]),
          },
        ],
      });
      expect(await screen.findByRole('list', { name: 'Links of this folder' })).toBeInTheDocument();
      expect(screen.getByLabelText('Shareable link')).toHaveValue(FOLDER_LINK.url);
    });
  });

  it('lists a set link that holds the file with what it opens, but does not edit it as the file link', async () => {
    const SET_LINK = {
      ...LINK,
      id: 'link-s',
      kind: 'SET' as const,
      fileId: null,
      url: 'http://localhost/share/SeTsEtSeTsEtSeTsEtSeTsEt',
      token: 'SeTsEtSeTsEtSeTsEtSeTsEt',
      fileIds: [ITEM.id, 'a', 'b', 'c'],
    };
    render(<ShareDialog item={ITEM} onClose={jest.fn()} />, {
      mocks: [
        {
          request: { query: SHARE_LINKS_QUERY, variables: { fileId: ITEM.id } },
          result: linksData(ITEM.id, [SET_LINK]),
        },
      ],
    });
    expect(await screen.findByText('Set link to 4 files, this one among them')).toBeInTheDocument();
    expect(screen.getByLabelText('Shareable link')).toHaveValue('');
  });
});
