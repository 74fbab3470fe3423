import { fireEvent, render, screen, waitFor } from '@coffer/web-testing';
import * as pendingUploads from '../../api/pending-uploads';
import { uploadQueue } from '../../api/upload-queue';
import { useUploadQueueStore } from '../../stores/useUploadQueueStore';
import { ResumeUploads, matchPicked, settingsFromMetadata } from './ResumeUploads';

jest.mock('../../api/pending-uploads', () => ({
  ...jest.requireActual('../../api/pending-uploads'),
  unfinishedUploads: jest.fn(),
  discardUpload: jest.fn(),
}));
const mocked = jest.mocked(pendingUploads);

const file = (name: string, size: number, lastModified: number) =>
  new File(['x'.repeat(size)], name, { type: 'application/pdf', lastModified });
const record = (
  name: string,
  size: number,
  lastModified: number,
  over: Partial<pendingUploads.UnfinishedUpload> = {},
): pendingUploads.UnfinishedUpload => ({
  key: `tus::coffer:${size}:${lastModified}:/:${name}::1`,
  uploadUrl: `http://localhost/api/uploads/${name}`,
  name,
  relativePath: name,
  parentPath: '/',
  size,
  lastModified,
  offset: Math.floor(size / 2),
  metadata: { filename: name, relativePath: name, parentPath: '/', expiry: '24h', shareType: 'public' },
  ...over,
});

describe(ResumeUploads.name, () => {
  beforeEach(() => {
    useUploadQueueStore.setState({ entries: [] });
    jest.spyOn(uploadQueue, 'enqueue').mockReturnValue([]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows nothing when no upload is unfinished', async () => {
    mocked.unfinishedUploads.mockResolvedValue([]);
    render(<ResumeUploads />);
    await waitFor(() => expect(mocked.unfinishedUploads).toHaveBeenCalled());
    expect(screen.queryByTestId('resume-uploads')).not.toBeInTheDocument();
  });

  it('offers the unfinished uploads with their offsets and resumes the files picked again', async () => {
    mocked.unfinishedUploads.mockResolvedValue([
      record('big.pdf', 100, 7, {
        relativePath: 'Docs/big.pdf',
        parentPath: '/A/',
        metadata: {
          filename: 'big.pdf',
          relativePath: 'Docs/big.pdf',
          parentPath: '/A/',
          expiry: 'never',
          shareType: 'private',
          emails: '["ann@example.com"]',
        },
      }),
      record('other.pdf', 40, 9),
    ]);
    render(<ResumeUploads />);
    expect(await screen.findByText('Unfinished uploads')).toBeInTheDocument();
    expect(screen.getByText(/2 uploads stopped before finishing\. Choose the same files again/)).toBeInTheDocument();
    expect(screen.getByText('Docs/big.pdf')).toHaveTextContent('50% of 100 B');

    fireEvent.change(screen.getByTestId('resume-files-input'), {
      target: { files: [file('big.pdf', 100, 7), file('big.pdf', 100, 8)] },
    });
    expect(uploadQueue.enqueue).toHaveBeenCalledTimes(1);
    expect(uploadQueue.enqueue).toHaveBeenCalledWith(
      'resume',
      [{ file: expect.any(File), relativePath: 'Docs/big.pdf' }],
      { parentPath: '/A/', expiry: 'never', shareType: 'private', emails: ['ann@example.com'] },
      {},
    );
    // The same name with another modification time is another file.
    expect(screen.getByText('No unfinished upload matches big.pdf.')).toBeInTheDocument();
    expect(screen.queryByText('Docs/big.pdf')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        '1 upload stopped before finishing. Choose the same files again to continue where they left off.',
      ),
    ).toBeInTheDocument();
  });

  it('does not offer an upload this tab is sending already', async () => {
    mocked.unfinishedUploads.mockResolvedValue([record('busy.pdf', 100, 7), record('idle.pdf', 100, 7)]);
    useUploadQueueStore.setState({
      entries: [
        {
          id: 'e',
          group: 'resume',
          name: 'busy.pdf',
          relativePath: 'busy.pdf',
          size: 100,
          sent: 60,
          speed: 1,
          status: 'uploading',
          method: 'tus',
          uploadUrl: 'http://localhost/api/uploads/busy.pdf',
        },
      ],
    });
    render(<ResumeUploads />);
    expect(await screen.findByText('idle.pdf')).toBeInTheDocument();
    expect(screen.getByText(/^1 upload stopped before finishing/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Unfinished uploads' })).not.toHaveTextContent('busy.pdf');
    // It shows in the panel instead.
    expect(screen.getByRole('progressbar', { name: 'Upload progress of busy.pdf' })).toBeInTheDocument();
  });

  it('discards an unfinished upload on the server and here', async () => {
    mocked.unfinishedUploads.mockResolvedValue([record('big.pdf', 100, 7)]);
    mocked.discardUpload.mockResolvedValue();
    const { user } = render(<ResumeUploads />);
    await user.click(await screen.findByRole('button', { name: 'Discard big.pdf' }));
    expect(mocked.discardUpload).toHaveBeenCalledWith(
      expect.objectContaining({ uploadUrl: 'http://localhost/api/uploads/big.pdf' }),
    );
    expect(screen.queryByTestId('resume-uploads')).not.toBeInTheDocument();
  });
});

describe('uploads only the server lists', () => {
  beforeEach(() => {
    useUploadQueueStore.setState({ entries: [] });
    jest.spyOn(uploadQueue, 'enqueue').mockReturnValue([]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('resume by their URL when a file of the same name and size is picked', async () => {
    mocked.unfinishedUploads.mockResolvedValue([
      record('far.pdf', 30, 0, { key: 'server:u1', lastModified: null, uploadUrl: 'http://localhost/api/uploads/u1' }),
    ]);
    render(<ResumeUploads />);
    await screen.findByText('far.pdf');
    fireEvent.change(screen.getByTestId('resume-files-input'), { target: { files: [file('far.pdf', 30, 123)] } });
    expect(uploadQueue.enqueue).toHaveBeenCalledWith(
      'resume',
      [{ file: expect.any(File), relativePath: 'far.pdf' }],
      expect.any(Object),
      {
        known: { uploadUrl: 'http://localhost/api/uploads/u1' },
      },
    );
  });
});

describe('resume helpers', () => {
  it('pairs each picked file with one unfinished upload at most', () => {
    const a = record('a.pdf', 10, 1);
    const { matched, unmatched } = matchPicked([file('a.pdf', 10, 1), file('a.pdf', 10, 1)], [a]);
    expect(matched.map((m) => m.upload)).toEqual([a]);
    expect(unmatched).toHaveLength(1);
  });

  it('reads share options from metadata, defaulting as the dialog does', () => {
    expect(settingsFromMetadata({ filename: 'a' })).toEqual({
      parentPath: '/',
      expiry: '7d',
      shareType: 'public',
      emails: [],
    });
    expect(settingsFromMetadata({ filename: 'a', emails: 'not json', shareType: 'private' }).emails).toEqual([]);
    expect(settingsFromMetadata({ filename: 'a', onConflict: 'replace' }).onConflict).toBe('replace');
  });
});
