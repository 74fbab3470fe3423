import { webcrypto } from 'node:crypto';
import { screen, render, waitFor } from '@coffer/web-testing';
import {
  ECE_ENCRYPTION_TYPE,
  ECE_PLACEHOLDER_NAME,
  encodeKey,
  encryptBytes,
  encryptMetadata,
  generateKey,
  wrapKeyWithPassword,
} from '@coffer/shared-ece';
import { SHARE_ACCESS_MUTATION } from '../../graphql/sharing';
import { KEY_MISSING_TEXT, KEY_WRONG_TEXT, WRONG_PASSWORD_TEXT } from '../../domain/encrypted-share';
import { ShareAccessView } from './ShareAccessView';

// jsdom has no WebCrypto digest/cipher API; Node's is the one the browser code is written against.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';
const DOWNLOAD_URL = 'http://localhost/api/share/download/l1?exp=1&sig=s';
const key = generateKey();
const PLAIN = new TextEncoder().encode('the quarterly numbers, in plain text');

async function sharedFile(metadataKey = key) {
  return {
    __typename: 'SharedFileAccess' as const,
    downloadUrl: DOWNLOAD_URL,
    originalName: ECE_PLACEHOLDER_NAME,
    mimeType: 'application/octet-stream',
    size: 100,
    ownerName: 'Ann',
    ownerEmail: null,
    encryptionType: ECE_ENCRYPTION_TYPE,
    encryptedMetadata: await encryptMetadata(metadataKey, { name: 'numbers.csv', type: 'text/csv' }),
    hasDownloadLimit: false,
    thumbnailUrl: null,
  };
}

async function renderShare(fragment: string | null, file?: Awaited<ReturnType<typeof sharedFile>>) {
  const shared = file ?? (await sharedFile());
  return render(<ShareAccessView token={TOKEN} user={null} onSignIn={jest.fn()} onSwitchAccount={jest.fn()} />, {
    route: `/share/${TOKEN}${fragment === null ? '' : `#${fragment}`}`,
    mocks: [
      {
        request: { query: SHARE_ACCESS_MUTATION, variables: { token: TOKEN, password: null } },
        result: { data: { shareAccess: shared } },
      },
    ],
  });
}

/** A save picker whose file collects what is written, and records an abort and a removal. */
function fakeSavePicker() {
  const saved = { name: '', chunks: [] as Uint8Array[], closed: false, aborted: false, removed: false };
  // Like the browser's FileSystemWritableFileStream: a WritableStream with its own write(), which
  // takes a copy of the bytes (the caller may reuse its buffer once the write resolves).
  const stream = new WritableStream<Uint8Array>({
    write: (chunk) => void saved.chunks.push(chunk.slice()),
    close: () => void (saved.closed = true),
    abort: () => void (saved.aborted = true),
  });
  const writable = Object.assign(stream, {
    write: async (chunk: Uint8Array) => {
      const writer = stream.getWriter();
      try {
        await writer.write(chunk);
      } finally {
        writer.releaseLock();
      }
    },
  });
  const handle = {
    createWritable: () => Promise.resolve(writable),
    remove: () => {
      saved.removed = true;
      return Promise.resolve();
    },
  };
  Object.assign(window, {
    showSaveFilePicker: ({ suggestedName }: { suggestedName: string }) => {
      saved.name = suggestedName;
      return Promise.resolve(handle);
    },
  });
  const text = () => new TextDecoder().decode(Buffer.concat(saved.chunks));
  return { saved, text };
}

afterEach(() => {
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
});

describe('the share page of an end-to-end encrypted file', () => {
  it('shows the decrypted name and type instead of the placeholder', async () => {
    await renderShare(encodeKey(key));
    expect(await screen.findByRole('heading', { level: 1, name: 'numbers.csv' })).toBeInTheDocument();
    expect(screen.getByText(/text\/csv/)).toBeInTheDocument();
    expect(screen.getByText('Encrypted file - Secure download')).toBeInTheDocument();
    expect(screen.queryByText(ECE_PLACEHOLDER_NAME)).not.toBeInTheDocument();
  });

  it('without a key in the link says so and offers no download', async () => {
    await renderShare(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(KEY_MISSING_TEXT);
    expect(screen.queryByRole('button', { name: 'Download File' })).not.toBeInTheDocument();
  });

  it('with a wrong or mangled key says it cannot decrypt and offers no download', async () => {
    const { unmount } = await renderShare(encodeKey(generateKey()));
    expect(await screen.findByRole('alert')).toHaveTextContent(KEY_WRONG_TEXT);
    expect(screen.queryByRole('button', { name: 'Download File' })).not.toBeInTheDocument();
    unmount();
    await renderShare('not-a-key');
    expect(await screen.findByRole('alert')).toHaveTextContent(KEY_WRONG_TEXT);
  });

  it('asks for the password of a password-wrapped key, refuses a wrong one and opens with the right one', async () => {
    const { user } = await renderShare(await wrapKeyWithPassword(key, 'open sesame'));
    expect(await screen.findByText('The password is part of the key')).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, 'open sesam');
    await user.click(screen.getByRole('button', { name: 'Decrypt' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(WRONG_PASSWORD_TEXT);
    await user.type(password, 'e');
    await user.click(screen.getByRole('button', { name: 'Decrypt' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'numbers.csv' }, { timeout: 10000 }),
    ).toBeInTheDocument();
  }, 30000);

  it('saves through the file picker by decrypting the fetched body', async () => {
    const { saved, text } = fakeSavePicker();
    const body = await encryptBytes(key, PLAIN, { recordSize: 32 });
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body));
    const { user } = await renderShare(encodeKey(key));
    await user.click(await screen.findByRole('button', { name: 'Download File' }));
    await waitFor(() => expect(saved.closed).toBe(true));
    expect(saved.name).toBe('numbers.csv');
    expect(text()).toBe(new TextDecoder().decode(PLAIN));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a changed byte aborts the write, removes the file and says the download failed', async () => {
    const { saved } = fakeSavePicker();
    const body = await encryptBytes(key, PLAIN, { recordSize: 32 });
    body[body.length - 3]! ^= 1;
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body));
    const { user } = await renderShare(encodeKey(key));
    await user.click(await screen.findByRole('button', { name: 'Download File' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The download failed');
    expect(saved).toMatchObject({ closed: false, aborted: true, removed: true });
  });
});
