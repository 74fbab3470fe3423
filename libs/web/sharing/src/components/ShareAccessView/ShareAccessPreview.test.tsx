import { Blob as NodeBlob } from 'node:buffer';
import { fireEvent, render, screen, waitFor, within } from '@coffer/web-testing';
import { SHARE_ACCESS_MUTATION } from '../../graphql/sharing';
import {
  PREVIEW_SPENDS_DOWNLOAD_NOTE,
  inlineDownloadUrl,
  sharePreviewPlan,
  type PreviewableSharedFile,
} from '../../domain/share-preview';
import { ShareAccessView } from './ShareAccessView';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';
const DOWNLOAD_URL = 'http://localhost/api/share/download/l1?exp=1&sig=s';
const THUMBNAIL_URL = 'http://localhost/api/share/thumbnail/l1?exp=1&sig=t';

function shared(overrides: Partial<PreviewableSharedFile & { originalName: string }> = {}) {
  return {
    __typename: 'SharedFileAccess' as const,
    downloadUrl: DOWNLOAD_URL,
    originalName: 'notes.txt',
    mimeType: 'text/plain',
    size: 11,
    ownerName: 'Ann',
    ownerEmail: null,
    encryptionType: null,
    hasDownloadLimit: false,
    thumbnailUrl: null,
    ...overrides,
  };
}

function renderShare(file: ReturnType<typeof shared>) {
  return render(<ShareAccessView token={TOKEN} user={null} onSignIn={jest.fn()} onSwitchAccount={jest.fn()} />, {
    mocks: [
      {
        request: { query: SHARE_ACCESS_MUTATION, variables: { token: TOKEN, password: null } },
        result: { data: { shareAccess: file } },
      },
    ],
  });
}

// jsdom's Blob cannot be read (no arrayBuffer()); Node's can.
const bytesResponse = (text: string) =>
  ({ ok: true, status: 200, blob: () => Promise.resolve(new NodeBlob([text]) as unknown as Blob) }) as Response;

describe(sharePreviewPlan.name, () => {
  const base = { downloadUrl: DOWNLOAD_URL, hasDownloadLimit: false, thumbnailUrl: THUMBNAIL_URL };

  it('shows an image inline from the download URL without a limit, and only its thumbnail under one', () => {
    expect(sharePreviewPlan({ ...base, mimeType: 'image/png' })).toEqual({
      kind: 'image',
      imageUrl: `${DOWNLOAD_URL}&disposition=inline`,
    });
    expect(sharePreviewPlan({ ...base, mimeType: 'image/jpeg', hasDownloadLimit: true })).toEqual({
      kind: 'image',
      imageUrl: THUMBNAIL_URL,
    });
    expect(
      sharePreviewPlan({ ...base, mimeType: 'image/jpeg', hasDownloadLimit: true, thumbnailUrl: null }),
    ).toBeNull();
  });

  it('reads PDFs and text from the URL without a limit, and fetches their bytes once under one', () => {
    expect(sharePreviewPlan({ ...base, mimeType: 'application/pdf' })).toEqual({ kind: 'url' });
    expect(sharePreviewPlan({ ...base, mimeType: 'text/plain', hasDownloadLimit: true })).toEqual({ kind: 'bytes' });
    expect(sharePreviewPlan({ ...base, mimeType: 'application/zip' })).toBeNull();
    expect(inlineDownloadUrl('/a')).toBe('/a?disposition=inline');
  });
});

describe('the share page preview', () => {
  it('shows the thumbnail instead of the icon when there is one', async () => {
    renderShare(shared({ mimeType: 'application/pdf', originalName: 'report.pdf', thumbnailUrl: THUMBNAIL_URL }));
    expect(await screen.findByRole('img', { name: 'report.pdf' })).toHaveAttribute('src', THUMBNAIL_URL);
  });

  it('falls back from a failed thumbnail to the image itself, but not under a download limit', async () => {
    const { unmount } = renderShare(
      shared({ mimeType: 'image/png', originalName: 'p.png', thumbnailUrl: THUMBNAIL_URL }),
    );
    fireEvent.error(await screen.findByRole('img', { name: 'p.png' }));
    expect(screen.getByRole('img', { name: 'p.png' })).toHaveAttribute('src', DOWNLOAD_URL);
    unmount();
    renderShare(
      shared({ mimeType: 'image/png', originalName: 'p.png', thumbnailUrl: THUMBNAIL_URL, hasDownloadLimit: true }),
    );
    fireEvent.error(await screen.findByRole('img', { name: 'p.png' }));
    expect(screen.queryByRole('img', { name: 'p.png' })).not.toBeInTheDocument();
  });

  it('offers Preview for a text file without a limit and reads it from the download URL with a Range', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('hello there', { status: 206, headers: { 'Content-Range': 'bytes 0-10/11' } }));
    const { user } = renderShare(shared());
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const viewer = await screen.findByRole('dialog');
    expect(await within(viewer).findByText('hello there')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(DOWNLOAD_URL);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Range')).toBe('bytes=0-1048575');
    expect(screen.queryByText(PREVIEW_SPENDS_DOWNLOAD_NOTE)).not.toBeInTheDocument();
  });

  it('under a download limit fetches the bytes once, and Download saves those bytes without asking again', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(bytesResponse('limited text'));
    const createObjectURL = jest.fn(() => 'blob:http://localhost/copy');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });

    const { user } = renderShare(shared({ hasDownloadLimit: true, originalName: 'limited.txt' }));
    expect(await screen.findByText(PREVIEW_SPENDS_DOWNLOAD_NOTE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const viewer = await screen.findByRole('dialog');
    expect(await within(viewer).findByText('limited text')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The whole file, from byte 0: the one download this visit spends.
    expect(fetchMock.mock.calls[0]![0]).toBe(DOWNLOAD_URL);
    expect(fetchMock.mock.calls[0]![1]).toBeUndefined();

    await user.click(within(viewer).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['blob:http://localhost/copy']));
    await user.click(within(viewer).getByRole('button', { name: 'Close viewer' }));
    await user.click(screen.getByRole('button', { name: 'Download File' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked[1]).toBe('blob:http://localhost/copy');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await within(await screen.findByRole('dialog')).findByText('limited text')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers no Preview for a limited image without a thumbnail (its original would spend a download)', async () => {
    const { unmount } = renderShare(shared({ mimeType: 'image/png', originalName: 'p.png', hasDownloadLimit: true }));
    await screen.findByRole('button', { name: 'Download File' });
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
    unmount();
    renderShare(
      shared({ mimeType: 'image/png', originalName: 'p.png', hasDownloadLimit: true, thumbnailUrl: THUMBNAIL_URL }),
    );
    expect(await screen.findByRole('button', { name: 'Preview' })).toBeInTheDocument();
    // The thumbnail spends nothing: no note.
    expect(screen.queryByText(PREVIEW_SPENDS_DOWNLOAD_NOTE)).not.toBeInTheDocument();
  });
});
