import { DropUploadQueue, dropFingerprint, dropMetadata, type DropQueueOptions } from './drop-upload-queue';

interface FakeOptions {
  endpoint: string;
  metadata: Record<string, string>;
  fingerprint: () => Promise<string>;
  onBeforeRequest: (request: { setHeader: (name: string, value: string) => void }) => void;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

class MockUpload {
  static made: MockUpload[] = [];
  url: string | null = null;
  starts = 0;
  aborts: boolean[] = [];
  constructor(
    readonly file: File,
    readonly options: FakeOptions,
  ) {
    MockUpload.made.push(this);
  }
  findPreviousUploads() {
    return Promise.resolve([]);
  }
  resumeFromPreviousUpload() {}
  start() {
    this.starts += 1;
  }
  abort(shouldTerminate: boolean) {
    this.aborts.push(shouldTerminate);
    return Promise.resolve();
  }
}

jest.mock('@coffer/web-files', () => ({
  ...jest.requireActual('@coffer/web-files'),
  loadTus: () => Promise.resolve({ Upload: MockUpload }),
}));

const refusal = (status: number, code: string, message: string) => ({
  originalResponse: { getStatus: () => status, getBody: () => JSON.stringify({ code, message }) },
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const file = (name: string, size = 100) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });

function queueWith(overrides: Partial<DropQueueOptions> = {}) {
  const options = {
    token: 'tok',
    grant: () => 'grant-1',
    onGrantInvalid: jest.fn(),
    onRequestRefused: jest.fn(),
    onReceived: jest.fn(),
    ...overrides,
  };
  return { queue: new DropUploadQueue(options), options };
}

describe(DropUploadQueue.name, () => {
  beforeEach(() => (MockUpload.made = []));

  it("sends each file over tus to the request's endpoint, with the grant on every request", async () => {
    const { queue, options } = queueWith();
    const [id] = queue.add([{ file: file('a.pdf'), relativePath: 'Scans/2026/a.pdf' }]);
    await settle();
    const upload = MockUpload.made[0]!;
    expect(upload.options.endpoint).toBe('http://localhost/api/drop/tok/uploads');
    expect(upload.options.metadata).toEqual({
      filename: 'a.pdf',
      filetype: 'application/pdf',
      relativePath: 'Scans/2026/a.pdf',
    });
    const headers: Record<string, string> = {};
    upload.options.onBeforeRequest({ setHeader: (name, value) => (headers[name] = value) });
    expect(headers).toEqual({ 'Coffer-Drop-Grant': 'grant-1' });
    expect(upload.starts).toBe(1);

    upload.options.onProgress(40, 100);
    expect(queue.entries()[0]).toMatchObject({ id, sent: 40, status: 'uploading' });
    upload.options.onSuccess();
    expect(queue.entries()[0]).toMatchObject({ sent: 100, status: 'done' });
    expect(options.onReceived).toHaveBeenCalledTimes(1);
  });

  it('pauses, resumes from the same upload and cancels with tus termination', async () => {
    const { queue } = queueWith();
    const [id] = queue.add([{ file: file('a.pdf'), relativePath: 'a.pdf' }]);
    await settle();
    const upload = MockUpload.made[0]!;
    queue.pause(id!);
    expect(upload.aborts).toEqual([false]);
    expect(queue.entries()[0]!.status).toBe('paused');
    queue.resume(id!);
    expect(upload.starts).toBe(2);
    expect(MockUpload.made).toHaveLength(1);
    queue.cancel(id!);
    expect(upload.aborts).toEqual([false, true]);
    expect(queue.entries()[0]!.status).toBe('cancelled');
  });

  it('waits for a new grant when the server refuses the grant, then goes on', async () => {
    const { queue, options } = queueWith();
    queue.add([{ file: file('a.pdf'), relativePath: 'a.pdf' }]);
    await settle();
    const upload = MockUpload.made[0]!;
    upload.options.onError(refusal(403, 'REQUEST_GRANT_INVALID', "Open the request's page again to send files."));
    expect(queue.entries()[0]!.status).toBe('waiting');
    expect(options.onGrantInvalid).toHaveBeenCalledWith("Open the request's page again to send files.");
    queue.resumeWaiting();
    expect(upload.starts).toBe(2);
  });

  it("keeps the server's message of a refused file, and stops everything when the request closes", async () => {
    const { queue, options } = queueWith();
    queue.add([
      { file: file('a.pdf'), relativePath: 'a.pdf' },
      { file: file('b.pdf'), relativePath: 'b.pdf' },
    ]);
    await settle();
    MockUpload.made[0]!.options.onError(
      refusal(413, 'FILE_TOO_LARGE', '"a.pdf" is larger than this request\'s limit of 1 MB per file.'),
    );
    expect(queue.entries()[0]).toMatchObject({
      status: 'refused',
      error: '"a.pdf" is larger than this request\'s limit of 1 MB per file.',
    });
    MockUpload.made[1]!.options.onError(refusal(410, 'REQUEST_CLOSED', 'This request is closed.'));
    expect(queue.entries()[1]).toMatchObject({ status: 'refused', error: 'This request is closed.' });
    expect(options.onRequestRefused).toHaveBeenCalledWith('REQUEST_CLOSED', 'This request is closed.');
    // A throttle may pass later: a failure the visitor can retry.
    queue.add([{ file: file('c.pdf'), relativePath: 'c.pdf' }]);
    await settle();
    MockUpload.made[2]!.options.onError(refusal(429, 'RATE_LIMITED', 'Too many uploads at once.'));
    expect(queue.entries()[2]).toMatchObject({ status: 'error', error: 'Too many uploads at once.' });
  });

  it('lists the files the page refused with their reason, without sending them', () => {
    const { queue } = queueWith();
    queue.add([], [{ candidate: { file: file('x.docx'), relativePath: 'x.docx' }, reason: 'Not this type.' }]);
    expect(queue.entries()).toEqual([expect.objectContaining({ status: 'refused', error: 'Not this type.' })]);
    expect(MockUpload.made).toHaveLength(0);
  });

  it('sends at most three files at once', async () => {
    const { queue } = queueWith();
    queue.add(['a', 'b', 'c', 'd'].map((n) => ({ file: file(`${n}.pdf`), relativePath: `${n}.pdf` })));
    await settle();
    expect(MockUpload.made).toHaveLength(3);
    MockUpload.made[0]!.options.onSuccess();
    await settle();
    expect(MockUpload.made).toHaveLength(4);
  });
});

describe('drop upload records', () => {
  it("are keyed by the request's token, apart from My Files' records", () => {
    expect(dropFingerprint('tok', { size: 5, lastModified: 7 }, 'A/b.pdf')).toBe('coffer-drop:tok:5:7:A/b.pdf');
  });

  it('name a loose file without a path', () => {
    expect(dropMetadata({ file: new File(['x'], 'a.txt'), relativePath: 'a.txt' })).toEqual({
      filename: 'a.txt',
      filetype: 'application/octet-stream',
    });
  });
});
