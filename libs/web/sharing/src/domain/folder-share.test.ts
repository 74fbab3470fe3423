import {
  ShareRequestError,
  fetchShareListing,
  filterShareItems,
  isStaleGrant,
  listingUrl,
  openShareLink,
  searchForSharePath,
  sharePathOf,
  sortShareItems,
  zipDownloadUrl,
  type ShareListingItem,
} from './folder-share';

const BROWSE = 'http://localhost/api/share/browse/l1?exp=100&sig=abc';
const ZIP = 'http://localhost/api/share/browse/l1/zip?exp=100&sig=abc';

function item(overrides: Partial<ShareListingItem>): ShareListingItem {
  return {
    id: overrides.name ?? 'x',
    type: 'file',
    name: 'x',
    path: null,
    size: 1,
    mimeType: 'text/plain',
    updatedAt: '2026-01-01T00:00:00.000Z',
    encrypted: false,
    downloadUrl: null,
    previewUrl: null,
    thumbnailUrl: null,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('folder share URLs', () => {
  it('lists the shared folder with the grant alone and a sub-folder with its path, encoded', () => {
    expect(listingUrl(BROWSE, '')).toBe(BROWSE);
    expect(listingUrl(BROWSE, 'Day 1/Raw')).toBe(`${BROWSE}&path=Day%201%2FRaw`);
    expect(listingUrl(BROWSE, 'a&b')).toBe(`${BROWSE}&path=a%26b`);
  });

  it('zips the whole share, or a selection as comma-separated ids', () => {
    expect(zipDownloadUrl(ZIP)).toBe(ZIP);
    expect(zipDownloadUrl(ZIP, [])).toBe(ZIP);
    expect(zipDownloadUrl(ZIP, ['id-1', 'id-2'])).toBe(`${ZIP}&ids=id-1,id-2`);
  });

  it('reads and writes the sub-path as ?path=, slashes readable', () => {
    expect(searchForSharePath('')).toBe('');
    expect(searchForSharePath('Day 1/Raw')).toBe('?path=Day%201/Raw');
    expect(sharePathOf('?path=Day%201/Raw')).toBe('Day 1/Raw');
    expect(sharePathOf(searchForSharePath('a&b/c?d'))).toBe('a&b/c?d');
    expect(sharePathOf('')).toBe('');
  });
});

describe('the folder share REST calls', () => {
  it('opens a link with the typed password in the body', async () => {
    const fetchMock = jest.fn().mockResolvedValue(json(200, { kind: 'folder', browseUrl: BROWSE }));
    await expect(openShareLink('tok', 'pw', fetchMock)).resolves.toEqual({ kind: 'folder', browseUrl: BROWSE });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/share/access/tok',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ password: 'pw' }) }),
    );
  });

  it("turns a refusal into the server's code and message, and knows a stale grant", async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(json(403, { code: 'DOWNLOAD_URL_INVALID', message: 'The URL is no longer valid.' }));
    const refused = await fetchShareListing(BROWSE, 'a', fetchMock).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ShareRequestError);
    expect(refused).toMatchObject({
      status: 403,
      code: 'DOWNLOAD_URL_INVALID',
      message: 'The URL is no longer valid.',
    });
    expect(isStaleGrant(refused)).toBe(true);
    expect(isStaleGrant(new ShareRequestError(404, 'FILE_NOT_FOUND', 'x'))).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith(`${BROWSE}&path=a`, expect.anything());
  });
});

describe(sortShareItems.name, () => {
  const items = [
    item({ name: 'b.txt', size: 5, updatedAt: '2026-01-03T00:00:00.000Z' }),
    item({ name: 'Zed', type: 'folder', size: null, path: 'Zed' }),
    item({ name: 'a10.txt', size: 50, updatedAt: '2026-01-01T00:00:00.000Z' }),
    item({ name: 'a9.txt', size: 1, updatedAt: '2026-01-02T00:00:00.000Z' }),
    item({ name: 'Alpha', type: 'folder', size: null, path: 'Alpha' }),
  ];
  const names = (sorted: ShareListingItem[]) => sorted.map((i) => i.name);

  it('keeps folders first and orders by name (numbers as numbers), date or size', () => {
    expect(names(sortShareItems(items, { key: 'name', direction: 'asc' }))).toEqual([
      'Alpha',
      'Zed',
      'a9.txt',
      'a10.txt',
      'b.txt',
    ]);
    expect(names(sortShareItems(items, { key: 'name', direction: 'desc' }))).toEqual([
      'Zed',
      'Alpha',
      'b.txt',
      'a10.txt',
      'a9.txt',
    ]);
    expect(names(sortShareItems(items, { key: 'date', direction: 'desc' })).slice(2)).toEqual([
      'b.txt',
      'a9.txt',
      'a10.txt',
    ]);
    expect(names(sortShareItems(items, { key: 'size', direction: 'desc' })).slice(2)).toEqual([
      'a10.txt',
      'b.txt',
      'a9.txt',
    ]);
  });

  it('searches the listing by every word of the query, any case', () => {
    expect(names(filterShareItems(items, '  A1 '))).toEqual(['a10.txt']);
    expect(names(filterShareItems(items, 'a txt'))).toEqual(['a10.txt', 'a9.txt']);
    expect(filterShareItems(items, '')).toHaveLength(5);
  });
});
