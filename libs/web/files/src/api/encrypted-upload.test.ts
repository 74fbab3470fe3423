import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { randomBytes, webcrypto } from 'node:crypto';
import * as httpEce from 'http_ece';
import { ECE_RECORD_SIZE, decodeKey } from '@coffer/shared-ece';
import { loadAllEncryptedUploadSecrets, loadEncryptedFileKey } from '@coffer/web-data-access';
import { useUploadQueueStore } from '../stores/useUploadQueueStore';
import {
  encryptedLinkFor,
  encryptedUploadMetadata,
  encryptingFileReader,
  streamingPlaintextReader,
  uploadSecretFor,
} from './encrypted-upload';
import { UploadQueue } from './upload-queue';
import { CHUNK_GONE_MESSAGE, type SealedChunk } from './encrypted-chunks';
import { ENCRYPTED_CHUNK_WORKER_URL } from './encrypted-chunk-protocol';
import { fakeChunkWorkers } from '../testing/fake-chunk-worker';

// jsdom has neither WebCrypto's subtle nor Blob.arrayBuffer: the browser's own, from Node.
Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto });
Object.defineProperty(globalThis, 'Blob', { configurable: true, value: NodeBlob });

interface TusOptions {
  metadata: Record<string, string>;
  fileReader?: ReturnType<typeof encryptingFileReader>;
  httpStack?: { getName(): string };
  chunkSize: number;
  fingerprint: () => Promise<string>;
  onSuccess: (payload: { lastResponse: { getHeader(name: string): string | undefined } }) => void;
}
const uploads: Array<{ file: Blob; options: TusOptions; starts: number }> = [];
jest.mock('tus-js-client', () => ({
  DefaultHttpStack: jest.fn(() => ({ createRequest: jest.fn(), getName: () => 'XHRHttpStack' })),
  Upload: jest.fn((file: Blob, options: TusOptions) => {
    const upload = {
      file,
      options,
      starts: 0,
      url: null,
      findPreviousUploads: () => Promise.resolve([]),
      resumeFromPreviousUpload: () => undefined,
      start() {
        upload.starts += 1;
      },
      abort: () => Promise.resolve(),
    };
    uploads.push(upload);
    return upload;
  }),
}));

let workers = fakeChunkWorkers();
// jsdom has no Worker: the queue's chunks get the fake ones, started from the worker's script.
const workerScripts: string[] = [];
Object.defineProperty(globalThis, 'Worker', {
  configurable: true,
  value: function FakeWorker(url: string) {
    workerScripts.push(url);
    return workers.spawn();
  },
});

/** Sends a chunk the reader gave, as tus would, and answers the bytes the server got. */
async function sendChunk(chunk: unknown): Promise<Buffer> {
  await (chunk as SealedChunk).send('PATCH', '/api/uploads/u', {}, () => undefined);
  return Buffer.from(await workers.sent.at(-1)!.body.arrayBuffer());
}

/** Reads the whole body through the reader the way tus does: chunk after chunk from offset 0. */
async function readAsTus(reader: NonNullable<TusOptions['fileReader']>, file: Blob, chunkSize: number) {
  const source = await reader.openFile(file, chunkSize);
  const parts: Buffer[] = [];
  for (let offset = 0; ; offset += chunkSize) {
    const { value, done } = await source.slice(offset, offset + chunkSize);
    parts.push(await sendChunk(value));
    if (done) break;
  }
  return { size: source.size, body: Buffer.concat(parts) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('encrypted uploads', () => {
  beforeEach(() => {
    workers = fakeChunkWorkers();
    uploads.length = 0;
    useUploadQueueStore.setState({ entries: [] });
  });

  it('give tus the aes128gcm body of the file, which http_ece decrypts to the source', async () => {
    const plain = randomBytes(3 * ECE_RECORD_SIZE + 12_345);
    const file = new Blob([plain]);
    const secret = await uploadSecretFor('fp-1', { name: 'a.bin' }, 'a.bin');
    // A chunk size that does not divide the record size.
    const { size, body } = await readAsTus(encryptingFileReader(secret, workers.spawn), file, 100_003);
    expect(size).toBe(body.length);
    expect(httpEce.decrypt(body, { version: 'aes128gcm', key: Buffer.from(secret.key) }).equals(plain)).toBe(true);
    expect(body.subarray(0, 16).equals(Buffer.from(secret.salt))).toBe(true);

    // The next chunk is encrypted ahead; a chunk asked for at another offset (the server kept only
    // part of the last one) is encrypted afresh, and the same offset again gives the same bytes.
    const source = await encryptingFileReader(secret, workers.spawn).openFile(file, 100_003);
    const bytesOf = async (start: number, end: number) => sendChunk((await source.slice(start, end)).value);
    expect((await bytesOf(0, 100_003)).equals(body.subarray(0, 100_003))).toBe(true);
    expect((await bytesOf(70_000, 170_003)).equals(body.subarray(70_000, 170_003))).toBe(true);
    expect((await bytesOf(170_003, 270_006)).equals(body.subarray(170_003, 270_006))).toBe(true);
    expect((await bytesOf(170_003, 270_006)).equals(body.subarray(170_003, 270_006))).toBe(true);
    const tail = await source.slice(body.length - 10, body.length + 100_000);
    expect(tail.done).toBe(true);
    expect((tail.value as SealedChunk).size).toBe(10);
  });

  it('hold each chunk in a worker of its own, at most two at a time, each ended once answered or given up', async () => {
    const plain = randomBytes(6 * ECE_RECORD_SIZE);
    const secret = await uploadSecretFor('fp-workers', { name: 'w.bin' }, 'w.bin');
    const reader = encryptingFileReader(secret, workers.spawn);
    const source = await reader.openFile(new Blob([plain]), 2 * ECE_RECORD_SIZE);
    const chunkSize = 2 * ECE_RECORD_SIZE;

    const first = await source.slice(0, chunkSize);
    await until(() => workers.spawned() === 2);
    // This chunk and the next one, encrypted while this one is sent.
    expect(workers.live()).toBe(2);
    // The header goes as a copy, as the encryptor keeps it; the records' buffers go to the worker
    // as they are, a batch at a time as they are sealed.
    const [headerTransfer, ...recordTransfers] = workers.transfers;
    expect(headerTransfer).toEqual([]);
    expect(recordTransfers.length).toBeGreaterThan(0);
    for (const buffers of recordTransfers) {
      expect(buffers.length).toBeGreaterThan(0);
      expect(buffers.every((buffer) => buffer.byteLength > 0 && buffer.byteLength <= ECE_RECORD_SIZE)).toBe(true);
    }
    await sendChunk(first.value);
    expect(workers.live()).toBe(1);

    const second = await source.slice(chunkSize, 2 * chunkSize);
    await until(() => workers.spawned() === 3);
    expect(workers.live()).toBe(2);
    // Stopped while the second is in flight: its request fails and nothing is left.
    const stopped = (second.value as SealedChunk).send('PATCH', '/api/uploads/u', {}, () => undefined);
    reader.discard();
    await expect(stopped).rejects.toThrow(CHUNK_GONE_MESSAGE);
    await until(() => workers.live() === 0);
    expect(workers.live()).toBe(0);

    // Resumed at another offset: the source is read again from there.
    const again = await source.slice(chunkSize + 100, 2 * chunkSize + 100);
    const { body: ciphertext } = await readAsTus(
      encryptingFileReader(secret, workers.spawn),
      new Blob([plain]),
      chunkSize,
    );
    expect((await sendChunk(again.value)).equals(ciphertext.subarray(chunkSize + 100, 2 * chunkSize + 100))).toBe(true);
    source.close();
    await until(() => workers.live() === 0);
    expect(workers.live()).toBe(0);
  });

  it('keep one key and salt per upload, so a resume (even after a reload) sends the same bytes', async () => {
    const plain = randomBytes(200_000);
    const first = await uploadSecretFor('fp-2', { name: 'b.bin' }, 'Docs/b.bin');
    const again = await uploadSecretFor('fp-2', { name: 'b.bin' }, 'Docs/b.bin');
    expect(first.fresh).toBe(true);
    expect(again.fresh).toBe(false);
    const a = await readAsTus(encryptingFileReader(first, workers.spawn), new Blob([plain]), 65_000);
    const b = await readAsTus(encryptingFileReader(again, workers.spawn), new Blob([plain]), 70_000);
    expect(a.body.equals(b.body)).toBe(true);
    // Another upload gets another key.
    const other = await uploadSecretFor('fp-3', { name: 'b.bin' }, 'Docs/b.bin');
    expect(Buffer.from(other.key).equals(Buffer.from(first.key))).toBe(false);
  });

  it('send the name and type only inside the encrypted metadata record', async () => {
    const key = decodeKey('A'.repeat(21) + 'A');
    const metadata = await encryptedUploadMetadata(key, { name: 'Vertrag.pdf', type: 'application/pdf' }, '/A/');
    expect(Object.keys(metadata).sort()).toEqual(['encryptedMetadata', 'encryption', 'parentPath']);
    expect(JSON.stringify(metadata)).not.toContain('Vertrag');
    const record = httpEce.decrypt(Buffer.from(metadata['encryptedMetadata']!, 'base64url'), {
      version: 'aes128gcm',
      key: Buffer.from(key),
    });
    expect(JSON.parse(record.toString('utf8'))).toEqual({ name: 'Vertrag.pdf', type: 'application/pdf' });
  });

  it('through the queue: no plaintext name or path in the metadata, and the key moves to the item at the end', async () => {
    const plain = randomBytes(50_000);
    const file = Object.assign(new Blob([plain], { type: 'text/plain' }), {
      name: 'secret-plans.txt',
      lastModified: 7,
    }) as unknown as File;
    const queue = new UploadQueue();
    const [entryId] = queue.enqueue('dialog', [{ file, relativePath: 'Folder/secret-plans.txt' }], {
      parentPath: '/A/',
      expiry: '24h',
      shareType: 'public',
      emails: [],
      encrypted: true,
    });
    await until(() => uploads.length === 1 && uploads[0]!.starts === 1);
    const [upload] = uploads;
    const { metadata } = upload!.options;
    expect(metadata['encryption']).toBe('aes128gcm');
    expect(metadata['filename']).toBeUndefined();
    expect(metadata['filetype']).toBeUndefined();
    expect(metadata['relativePath']).toBeUndefined();
    // The chunks go through their workers; every other request through tus's own stack.
    expect(upload!.options.httpStack?.getName()).toBe('EncryptedChunkHttpStack');
    expect(JSON.stringify(metadata)).not.toContain('secret-plans');
    expect(await upload!.options.fingerprint()).toMatch(/:aes128gcm$/);
    const [secret] = await loadAllEncryptedUploadSecrets();
    const { body } = await readAsTus(upload!.options.fileReader!, upload!.file, upload!.options.chunkSize);
    expect(
      httpEce.decrypt(body, { version: 'aes128gcm', key: Buffer.from(secret!.key, 'base64url') }).equals(plain),
    ).toBe(true);
    expect(new Set(workerScripts)).toEqual(new Set([ENCRYPTED_CHUNK_WORKER_URL]));

    upload!.options.onSuccess({ lastResponse: { getHeader: () => 'item-9' } });
    await until(() => useUploadQueueStore.getState().entries.some((e) => e.id === entryId && e.status === 'done'));
    expect(useUploadQueueStore.getState().entries.find((e) => e.id === entryId)).toMatchObject({
      itemId: 'item-9',
      finalName: 'secret-plans.txt',
    });
    expect(await loadEncryptedFileKey('item-9')).toMatchObject({ key: secret!.key, linkFragment: secret!.key });
    expect((await loadAllEncryptedUploadSecrets()).map((s) => s.fingerprint)).not.toContain(secret!.fingerprint);

    // The link shown for it carries the key, or the key wrapped with the link's password.
    expect(await encryptedLinkFor('item-9', 'http://x/s/tok', null)).toBe(`http://x/s/tok#${secret!.key}`);
    const wrapped = await encryptedLinkFor('item-9', 'http://x/s/tok', 'pw');
    expect(wrapped).toMatch(/^http:\/\/x\/s\/tok#p\.[\w-]{22}\.[\w-]{32}$/);
    expect(await loadEncryptedFileKey('item-9')).toMatchObject({ linkFragment: wrapped!.split('#')[1] });
  });

  it('read the file as one stream into one buffer, one read at a time, from any offset', async () => {
    const plain = randomBytes(300_000);
    const { read, close } = streamingPlaintextReader(new Blob([plain]));
    const copy = (bytes: Uint8Array) => Buffer.from(bytes);
    const lent: Uint8Array[] = [];
    const keep = (bytes: Uint8Array) => {
      lent.push(bytes);
      return copy(bytes);
    };
    // Issued at once, as a retry can overlap the chunk encrypted ahead: each gets its own bytes.
    const [a, b, c] = await Promise.all([read(0, 100_000, keep), read(100_000, 200_000, keep), read(50, 70, keep)]);
    expect(a.equals(plain.subarray(0, 100_000))).toBe(true);
    expect(b.equals(plain.subarray(100_000, 200_000))).toBe(true);
    expect(c.equals(plain.subarray(50, 70))).toBe(true);
    // One buffer, lent: each read takes it back from the one before (whose view is then empty).
    expect(lent.map((bytes) => bytes.length)).toEqual([0, 0, 20]);
    expect(lent[2]!.buffer.byteLength).toBe(100_000);
    // Past the end: the bytes there are, fewer than asked (the encryptor refuses such a file).
    expect((await read(250_000, 350_000, copy)).equals(plain.subarray(250_000))).toBe(true);
    // A failing `use` fails its read only.
    await expect(read(0, 10, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await read(10, 20, copy)).equals(plain.subarray(10, 20))).toBe(true);
    close();
  });

  it('read each range on its own where the file gives no byte stream', async () => {
    const plain = randomBytes(1000);
    const file = new Blob([plain]);
    const noByteStreams = {
      size: file.size,
      slice: (start?: number, end?: number) =>
        Object.assign(file.slice(start, end), { stream: () => new ReadableStream<Uint8Array>() }),
    } as unknown as Blob;
    const { read } = streamingPlaintextReader(noByteStreams);
    const copy = (bytes: Uint8Array) => Buffer.from(bytes);
    expect((await read(0, 400, copy)).equals(plain.subarray(0, 400))).toBe(true);
    expect((await read(400, 1000, copy)).equals(plain.subarray(400))).toBe(true);
  });

  it('forget the key and salt of a cancelled upload', async () => {
    const file = Object.assign(new Blob([randomBytes(10)]), { name: 'c.txt', lastModified: 1 }) as unknown as File;
    const queue = new UploadQueue();
    const [entryId] = queue.enqueue('dialog', [{ file, relativePath: 'c.txt' }], {
      parentPath: '/',
      expiry: '24h',
      shareType: 'public',
      emails: [],
      encrypted: true,
    });
    await until(() => uploads.length === 1);
    expect((await loadAllEncryptedUploadSecrets()).some((s) => s.name === 'c.txt')).toBe(true);
    queue.cancel(entryId!);
    const kept = async () => (await loadAllEncryptedUploadSecrets()).some((s) => s.name === 'c.txt');
    for (let i = 0; i < 200 && (await kept()); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await kept()).toBe(false);
  });
});
