import { useLocation } from 'react-router';
import { render, screen, waitFor, within } from '@coffer/web-testing';
import { SHARE_ACCESS_MUTATION } from '../../graphql/sharing';
import { ENCRYPTED_ITEM_EXPLANATION, type ShareListing, type ShareListingItem } from '../../domain/folder-share';
import { ShareAccessView } from '../ShareAccessView/ShareAccessView';

const TOKEN = 'FoLdErToKeN0000000000000';
const BROWSE = 'http://localhost/api/share/browse/l1?exp=100&sig=one';
const BROWSE_2 = 'http://localhost/api/share/browse/l1?exp=200&sig=two';
const ZIP = 'http://localhost/api/share/browse/l1/zip?exp=100&sig=one';

const grant = (browseUrl = BROWSE, zipUrl = ZIP) => ({
  kind: 'folder',
  name: 'Holiday 2026',
  owner: { name: 'Ann', email: null },
  itemCount: 3,
  browseUrl,
  zipUrl,
  validUntil: new Date(Date.now() + 3_600_000).toISOString(),
  previewable: true,
});

function file(name: string, overrides: Partial<ShareListingItem> = {}): ShareListingItem {
  const id = `id-${name}`;
  return {
    id,
    type: 'file',
    name,
    path: null,
    size: 2_400_000,
    mimeType: 'image/jpeg',
    updatedAt: '2026-11-01T10:00:00.000Z',
    encrypted: false,
    downloadUrl: `http://localhost/api/share/browse/l1/file/${id}?exp=100&sig=one`,
    previewUrl: `http://localhost/api/share/browse/l1/file/${id}?exp=100&sig=one&disposition=inline`,
    thumbnailUrl: `http://localhost/api/share/browse/l1/thumbnail/${id}?exp=100&sig=one`,
    ...overrides,
  };
}

const folder = (name: string, path: string): ShareListingItem => ({
  ...file(name),
  type: 'folder',
  path,
  size: null,
  mimeType: null,
  downloadUrl: null,
  previewUrl: null,
  thumbnailUrl: null,
});

const ROOT: ShareListing = {
  kind: 'folder',
  name: 'Holiday 2026',
  path: '',
  breadcrumbs: [{ name: 'Holiday 2026', path: '' }],
  items: [
    folder('Day 1', 'Day 1'),
    file('beach.jpg'),
    file('notes.txt', { mimeType: 'text/plain', previewUrl: null, thumbnailUrl: null, size: 12 }),
    file('secret.bin', {
      encrypted: true,
      mimeType: null,
      downloadUrl: null,
      previewUrl: null,
      thumbnailUrl: null,
    }),
  ],
};

const DAY_1: ShareListing = {
  kind: 'folder',
  name: 'Holiday 2026',
  path: 'Day 1',
  breadcrumbs: [
    { name: 'Holiday 2026', path: '' },
    { name: 'Day 1', path: 'Day 1' },
  ],
  items: [folder('Raw', 'Day 1/Raw'), file('sunset.jpg')],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** GraphQL's shareAccess answers file links only; a folder link is refused there. */
const notAFileMock = (password: string | null = null) => ({
  request: { query: SHARE_ACCESS_MUTATION, variables: { token: TOKEN, password } },
  result: { errors: [{ message: 'This link is not a file link.', extensions: { code: 'NOT_A_FILE' } }] },
});

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
}

interface Server {
  access?: (body: { password?: string }) => Response;
  listing?: (url: string) => Response;
}

function serve({ access = () => json(200, grant()), listing }: Server = {}) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === `/api/share/access/${TOKEN}`) {
      return Promise.resolve(
        access(JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { password?: string }),
      );
    }
    if (listing) return Promise.resolve(listing(url));
    const path = new URL(url).searchParams.get('path') ?? '';
    if (path === '') return Promise.resolve(json(200, ROOT));
    if (path === 'Day 1') return Promise.resolve(json(200, DAY_1));
    return Promise.resolve(json(404, { code: 'FILE_NOT_FOUND', message: 'Not found.' }));
  });
}

function renderFolderShare(route = `/share/${TOKEN}`, mocks = [notAFileMock()]) {
  return render(
    <>
      <ShareAccessView token={TOKEN} user={null} onSignIn={jest.fn()} onSwitchAccount={jest.fn()} />
      <Where />
    </>,
    { route, mocks },
  );
}

function captureDownloads(): string[] {
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.href);
  });
  return clicked;
}

const listedNames = () =>
  within(screen.getByRole('list', { name: 'Items' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getByTestId('item-name').textContent);

afterEach(() => jest.restoreAllMocks());

describe('the share page of a folder link', () => {
  it('lists the shared folder (folders first) after GraphQL refuses it as a file link', async () => {
    const fetchMock = serve();
    renderFolderShare();
    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday 2026' })).toBeInTheDocument();
    expect(screen.getByText(/Shared by Ann/)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Items' });
    expect(listedNames()).toEqual(['Day 1', 'beach.jpg', 'notes.txt', 'secret.bin']);
    expect(fetchMock).toHaveBeenCalledWith(BROWSE, expect.anything());
    // At the shared folder itself there is no trail to show.
    expect(screen.queryByRole('navigation', { name: 'Folder path' })).toBeNull();
  });

  it('opens a sub-folder into ?path=, shows breadcrumbs inside the share, and goes back up', async () => {
    const fetchMock = serve();
    const { user } = renderFolderShare();
    await user.click(await screen.findByRole('link', { name: 'Day 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Day 1' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`/share/${TOKEN}?path=Day%201`);
    expect(fetchMock).toHaveBeenCalledWith(`${BROWSE}&path=Day%201`, expect.anything());
    const trail = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(trail).getByText('Day 1')).toHaveAttribute('aria-current', 'page');
    expect(
      within(await screen.findByRole('list', { name: 'Items' })).getByRole('link', { name: 'Raw' }),
    ).toHaveAttribute('href', `/share/${TOKEN}?path=Day%201/Raw`);
    await user.click(within(trail).getByRole('link', { name: 'Holiday 2026' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^/share/${TOKEN}$`));
  });

  it('starts in the sub-folder the address names (a reload keeps the place)', async () => {
    serve();
    renderFolderShare(`/share/${TOKEN}?path=Day%201`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Day 1' })).toBeInTheDocument();
    expect(await screen.findByText('sunset.jpg')).toBeInTheDocument();
  });

  it('says when the sub-folder is not in the share, with a way back', async () => {
    serve();
    renderFolderShare(`/share/${TOKEN}?path=..%2Fother`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This folder is not in the share any more');
    expect(screen.getByRole('link', { name: 'Back to Holiday 2026' })).toHaveAttribute('href', `/share/${TOKEN}`);
  });

  it('downloads one file, a selection as a zip of its ids, and everything with Download all', async () => {
    serve();
    const clicked = captureDownloads();
    const { user } = renderFolderShare();
    await user.click(await screen.findByRole('button', { name: 'Download notes.txt' }));
    await waitFor(() => expect(clicked).toEqual([ROOT.items[2]!.downloadUrl]));

    await user.click(screen.getByRole('checkbox', { name: 'Select beach.jpg' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Day 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');
    await user.click(screen.getByRole('button', { name: 'Download 2 selected' }));
    await waitFor(() => expect(clicked[1]).toBe(`${ZIP}&ids=id-Day 1,id-beach.jpg`.replace(' ', '%20')));

    await user.click(screen.getByRole('button', { name: 'Download all' }));
    await waitFor(() => expect(clicked[2]).toBe(ZIP));
  });

  it('selects all but the encrypted items, which show a lock and why', async () => {
    serve();
    const { user } = renderFolderShare();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Download 3 selected' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select secret.bin' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download secret.bin' })).toBeNull();
    expect(
      screen.getByRole('img', { name: 'secret.bin is end-to-end encrypted and cannot be downloaded here' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/One item here is end-to-end encrypted: its content stays sealed/)).toBeInTheDocument();
    expect(ENCRYPTED_ITEM_EXPLANATION).toMatch(/file link of its own/);
  });

  it('searches within the listing, sorts, and switches to the list view', async () => {
    serve();
    const { user } = renderFolderShare();
    await screen.findByRole('list', { name: 'Items' });
    await user.type(screen.getByRole('searchbox', { name: 'Search in this folder' }), 'beach');
    expect(listedNames()).toEqual(['beach.jpg']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search in this folder' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search in this folder' }), 'nothing like it');
    expect(screen.getByText('Nothing here matches "nothing like it".')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search in this folder' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Smallest first');
    expect(listedNames()).toEqual(['Day 1', 'notes.txt', 'beach.jpg', 'secret.bin']);
    await user.click(screen.getByText('List'));
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it('previews a picture in the file viewer from its preview URL', async () => {
    serve();
    const { user } = renderFolderShare();
    await user.click(await screen.findByRole('button', { name: 'beach.jpg' }));
    const viewer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(viewer).getByRole('img', { name: 'beach.jpg' })).toHaveAttribute('src', ROOT.items[1]!.previewUrl),
    );
  });

  it('opens the link again when the grant is stale, re-using the typed password', async () => {
    let opened = 0;
    const bodies: Array<{ password?: string }> = [];
    serve({
      access: (body) => {
        bodies.push(body);
        if (!body.password) return json(401, { code: 'PASSWORD_REQUIRED', message: 'Password required.' });
        opened += 1;
        return json(200, opened === 1 ? grant() : grant(BROWSE_2));
      },
      listing: (url) =>
        url.startsWith(BROWSE) ? json(403, { code: 'DOWNLOAD_URL_INVALID', message: 'Stale.' }) : json(200, ROOT),
    });
    const { user } = renderFolderShare(`/share/${TOKEN}`, [notAFileMock(), notAFileMock('letmein')]);
    // GraphQL refuses the folder link for what it is; REST then asks for the password.
    await user.type(await screen.findByLabelText(/Password/), 'letmein');
    await user.click(screen.getByRole('button', { name: 'Access File' }));
    expect(await screen.findByText('beach.jpg')).toBeInTheDocument();
    expect(bodies).toEqual([{}, { password: 'letmein' }, { password: 'letmein' }]);
  });

  it('explains a link that stops working while browsing', async () => {
    serve({ listing: () => json(410, { code: 'SHARE_EXPIRED', message: 'This link has expired.' }) });
    renderFolderShare();
    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeInTheDocument();
  });
});
