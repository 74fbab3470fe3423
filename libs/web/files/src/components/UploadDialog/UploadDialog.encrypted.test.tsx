import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { webcrypto } from 'node:crypto';
import { encodeKey, generateKey, unwrapKeyWithPassword } from '@coffer/shared-ece';
import { loadEncryptedFileKey, saveEncryptedFileKey } from '@coffer/web-data-access';
import { act, fireEvent, render, screen, waitFor } from '@coffer/web-testing';
import { uploadQueue } from '../../api/upload-queue';
import { ITEM_LINK_QUERY } from '../../graphql/files';
import { useUploadQueueStore } from '../../stores/useUploadQueueStore';
import { fakeEnqueue } from '../../testing/fake-upload-queue';
import { ENCRYPTION_EXPLANATION, UploadDialog } from './UploadDialog';

// jsdom has no WebCrypto subtle: the browser's own, from Node.
Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
Object.defineProperty(globalThis, 'Blob', { configurable: true, value: NodeBlob });

const pick = (files: File[]) => fireEvent.change(screen.getByTestId('upload-files-input'), { target: { files } });

describe('UploadDialog, end-to-end encrypted', () => {
  beforeEach(() => {
    useUploadQueueStore.setState({ entries: [] });
    fakeEnqueue();
    // The link's password is set after the upload (POST /api/share/protected).
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 201 }));
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the files encrypted and shows each link with its key wrapped by the password', async () => {
    const key = generateKey();
    const mocks = [
      {
        request: { query: ITEM_LINK_QUERY, variables: { id: 'i0' } },
        result: { data: { item: { __typename: 'Item' as const, id: 'i0', liveLinkUrl: 'http://localhost/s/tok' } } },
      },
    ];
    const { user } = render(<UploadDialog opened onClose={jest.fn()} parentPath="/A/" />, { mocks });
    pick([new File(['hi'], 'a.txt', { type: 'text/plain' })]);
    await screen.findByRole('list', { name: 'Selected files' });
    expect(screen.getByText(ENCRYPTION_EXPLANATION)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^End-to-end encrypted link/ }));
    await user.click(screen.getByRole('switch', { name: /^Create a share link/ }));
    await user.click(screen.getByLabelText('Password protection'));
    await user.type(screen.getByLabelText('Password'), 'pw-1');
    await user.click(screen.getByLabelText(/^The password is part of the key/));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(uploadQueue.enqueue).toHaveBeenCalledWith('dialog', expect.any(Array), {
      parentPath: '/A/',
      expiry: '7d',
      shareType: 'public',
      emails: [],
      // The password's link is made after the upload, as for any file.
      omitShareFields: true,
      encrypted: true,
    });

    // The queue kept the key for the item when the upload finished.
    await saveEncryptedFileKey({ itemId: 'i0', key: encodeKey(key), linkFragment: null });
    act(() =>
      useUploadQueueStore.getState().patch('e0', { status: 'done', sent: 2, itemId: 'i0', finalName: 'a.txt' }),
    );

    const shown = await screen.findByLabelText('a.txt', {}, { timeout: 10_000 });
    const [url, fragment] = (shown as HTMLInputElement).value.split('#') as [string, string];
    expect(url).toBe('http://localhost/s/tok');
    expect(fragment).toMatch(/^p\./);
    expect(encodeKey(await unwrapKeyWithPassword(fragment, 'pw-1'))).toBe(encodeKey(key));
    expect(await loadEncryptedFileKey('i0')).toMatchObject({ key: encodeKey(key), linkFragment: fragment });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled());
  }, 20_000);
});
