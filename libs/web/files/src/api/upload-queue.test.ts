import { useUploadQueueStore } from '../stores/useUploadQueueStore';
import { RESUMABLE_THRESHOLD_BYTES } from '../domain/upload-plan';
import * as uploadFilesModule from './upload-files';
import { UploadQueue } from './upload-queue';

// A stand-in for tus-js-client's Upload: records what the queue asks of it.
const uploads: FakeUpload[] = [];
class FakeUpload {
  starts = 0;
  aborts: boolean[] = [];
  resumedFrom: unknown = null;
  constructor(
    readonly file: File,
    readonly options: {
      endpoint: string;
      uploadUrl: string | null;
      metadata: Record<string, string>;
      onProgress: (sent: number, total: number) => void;
      onSuccess: (payload: { lastResponse: { getHeader(name: string): string | undefined } }) => void;
      onError: (error: Error & { originalResponse?: { getStatus(): number; getBody(): string } | null }) => void;
      onShouldRetry: (
        error: Error & { originalResponse?: { getStatus(): number } | null },
        attempt: number,
        options: unknown,
      ) => boolean;
    },
  ) {
    uploads.push(this);
  }
  findPreviousUploads() {
    return Promise.resolve([{ uploadUrl: 'http://localhost/api/uploads/old' }]);
  }
  resumeFromPreviousUpload(previous: unknown) {
    this.resumedFrom = previous;
  }
  start() {
    this.starts += 1;
  }
  abort(terminate: boolean) {
    this.aborts.push(terminate);
    return Promise.resolve();
  }
}
jest.mock('./upload-files', () => ({ ...jest.requireActual('./upload-files'), uploadFiles: jest.fn() }));
jest.mock('tus-js-client', () => ({ Upload: jest.fn((file: File, options: never) => new FakeUpload(file, options)) }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const big = (name = 'big.pdf') => ({
  file: { name, size: RESUMABLE_THRESHOLD_BYTES, type: 'application/pdf', lastModified: 5 } as File,
  relativePath: `Docs/${name}`,
});
const entries = () => useUploadQueueStore.getState().entries;
const settings = {
  parentPath: '/A/',
  expiry: '24h' as const,
  shareType: 'private' as const,
  emails: ['ann@example.com'],
};

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('UploadQueue', () => {
  beforeEach(() => {
    uploads.length = 0;
    useUploadQueueStore.setState({ entries: [] });
    setOnline(true);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends a large file over tus with its metadata, resuming a previous upload of the same file', async () => {
    const queue = new UploadQueue();
    queue.enqueue('dialog', [big()], settings);
    await flush();
    const [upload] = uploads;
    expect(upload!.options.endpoint).toBe('http://localhost/api/uploads');
    expect(upload!.options.metadata).toEqual({
      filename: 'big.pdf',
      filetype: 'application/pdf',
      relativePath: 'Docs/big.pdf',
      parentPath: '/A/',
      expiry: '24h',
      shareType: 'private',
      emails: '["ann@example.com"]',
    });
    expect(upload!.resumedFrom).toEqual({ uploadUrl: 'http://localhost/api/uploads/old' });
    expect(upload!.starts).toBe(1);

    upload!.options.onProgress(1000, RESUMABLE_THRESHOLD_BYTES);
    expect(entries()[0]).toMatchObject({ status: 'uploading', sent: 1000, method: 'tus' });
    upload!.options.onSuccess({
      lastResponse: { getHeader: (name) => (name === 'Coffer-Item-Id' ? 'item-1' : undefined) },
    });
    expect(entries()[0]).toMatchObject({ status: 'done', itemId: 'item-1', sent: RESUMABLE_THRESHOLD_BYTES });
  });

  it('sends no share options when the link comes later with its password, so a resumed upload never makes an open link', async () => {
    const queue = new UploadQueue();
    queue.enqueue('dialog', [big()], { ...settings, omitShareFields: true });
    await flush();
    expect(uploads[0]!.options.metadata).toEqual({
      filename: 'big.pdf',
      filetype: 'application/pdf',
      relativePath: 'Docs/big.pdf',
      parentPath: '/A/',
    });
    const form = uploadFilesModule.uploadFormData({ candidates: [], ...settings, omitShareFields: true });
    expect([...form.keys()]).toEqual(['parentPath']);
  });

  it('asks the server to replace a file of the same name only when Replace was chosen', async () => {
    const queue = new UploadQueue();
    queue.enqueue('dialog', [big('a.pdf'), big('b.pdf')], {
      ...settings,
      omitShareFields: true,
      onConflict: 'replace',
    });
    queue.enqueue('dialog', [big('c.pdf')], { ...settings, omitShareFields: true, onConflict: 'keepBoth' });
    await flush();
    expect(uploads.map((u) => u.options.metadata['onConflict'])).toEqual(['replace', 'replace', undefined]);
    const replacing = uploadFilesModule.uploadFormData({
      candidates: [],
      ...settings,
      omitShareFields: true,
      onConflict: 'replace',
    });
    expect(replacing.get('onConflict')).toBe('replace');
    const keeping = uploadFilesModule.uploadFormData({
      candidates: [],
      ...settings,
      omitShareFields: true,
      onConflict: 'keepBoth',
    });
    expect(keeping.has('onConflict')).toBe(false);
  });

  it('retries network errors and 5xx by itself, not other refusals', async () => {
    const queue = new UploadQueue();
    queue.enqueue('dialog', [big()], settings);
    await flush();
    const retry = uploads[0]!.options.onShouldRetry;
    const withStatus = (status: number) =>
      Object.assign(new Error('x'), { originalResponse: { getStatus: () => status } });
    expect(retry(Object.assign(new Error('network'), { originalResponse: null }), 0, {})).toBe(true);
    expect(retry(withStatus(503), 0, {})).toBe(true);
    expect(retry(withStatus(409), 0, {})).toBe(true);
    expect(retry(withStatus(413), 0, {})).toBe(false);
    expect(retry(withStatus(460), 0, {})).toBe(false);
  });

  it("shows a refusal in the server's words; Retry and Resume continue the same upload, Cancel deletes it", async () => {
    const queue = new UploadQueue();
    const [id] = queue.enqueue('dialog', [big()], settings);
    await flush();
    const upload = uploads[0]!;
    upload.options.onError(
      Object.assign(new Error('refused'), {
        originalResponse: {
          getStatus: () => 413,
          getBody: () =>
            JSON.stringify({ statusCode: 413, code: 'QUOTA_EXCEEDED', message: 'Storage quota exceeded.' }),
        },
      }),
    );
    expect(entries()[0]).toMatchObject({ status: 'error', error: 'Storage quota exceeded.' });
    queue.retry(id!);
    expect(upload.starts).toBe(2);
    queue.pause(id!);
    expect(upload.aborts).toEqual([false]);
    expect(entries()[0]!.status).toBe('paused');
    queue.resume(id!);
    expect(upload.starts).toBe(3);
    queue.cancel(id!);
    expect(upload.aborts).toEqual([false, true]);
    expect(entries()[0]!.status).toBe('cancelled');
  });

  it('stops what is in flight when the browser goes offline and continues once it is back', async () => {
    const queue = new UploadQueue();
    queue.enqueue('dialog', [big('one.pdf'), big('two.pdf')], settings);
    await flush();
    expect(uploads.map((u) => u.starts)).toEqual([1, 1]);
    setOnline(false);
    expect(uploads.map((u) => u.aborts)).toEqual([[false], [false]]);
    expect(entries().map((e) => e.status)).toEqual(['offline', 'offline']);
    setOnline(true);
    expect(uploads.map((u) => u.starts)).toEqual([2, 2]);
    expect(entries().map((e) => e.status)).toEqual(['uploading', 'uploading']);
  });

  it('sends small files in one multipart batch and maps the created files back', async () => {
    const spy = jest.mocked(uploadFilesModule.uploadFiles).mockImplementation((_request, onProgress) => {
      onProgress(50);
      return Promise.resolve([
        { id: 'i1', name: 'a.txt', path: '/' },
        { id: 'i2', name: 'b (1).txt', path: '/' },
      ]);
    });
    const queue = new UploadQueue();
    const small = (name: string) => ({ file: new File(['12345'], name, { type: 'text/plain' }), relativePath: name });
    queue.enqueue('dialog', [small('a.txt'), small('b.txt')], { ...settings, shareType: 'public', emails: [] });
    await flush();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0].candidates.map((c) => c.relativePath)).toEqual(['a.txt', 'b.txt']);
    expect(uploads).toHaveLength(0);
    expect(entries().map((e) => [e.method, e.status, e.itemId, e.finalName])).toEqual([
      ['multipart', 'done', 'i1', 'a.txt'],
      ['multipart', 'done', 'i2', 'b (1).txt'],
    ]);
  });
});
