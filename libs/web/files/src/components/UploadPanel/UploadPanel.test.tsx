import { act, render, screen, within } from '@coffer/web-testing';
import { uploadQueue } from '../../api/upload-queue';
import type { UploadEntry } from '../../domain/upload-progress';
import { useUploadQueueStore } from '../../stores/useUploadQueueStore';
import { UploadPanel, progressLine } from './UploadPanel';

const MB = 1024 * 1024;
const entry = (over: Partial<UploadEntry>): UploadEntry => ({
  id: over.relativePath ?? 'x',
  group: 'dialog',
  name: 'x',
  relativePath: 'x',
  size: 10 * MB,
  sent: 0,
  speed: 0,
  status: 'queued',
  method: 'tus',
  ...over,
});

describe(UploadPanel.name, () => {
  beforeEach(() => useUploadQueueStore.setState({ entries: [] }));
  afterEach(() => jest.restoreAllMocks());

  it('renders nothing without files of its group', () => {
    useUploadQueueStore.setState({ entries: [entry({ group: 'resume' })] });
    render(<UploadPanel group="dialog" />);
    expect(screen.queryByTestId('upload-panel')).not.toBeInTheDocument();
  });

  it('shows per file and in total a progress bar, speed and time left', () => {
    useUploadQueueStore.setState({
      entries: [
        entry({ relativePath: 'big.pdf', status: 'uploading', sent: 4 * MB, speed: 2 * MB }),
        entry({ relativePath: 'Docs/done.pdf', status: 'done', sent: 10 * MB }),
      ],
    });
    render(<UploadPanel group="dialog" />);
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByTestId('upload-total-line')).toHaveTextContent('2 files · 14 MB of 20 MB · 2.0 MB/s · 3 s left');
    const rows = screen.getAllByTestId('upload-entry');
    expect(within(rows[0]!).getByRole('progressbar', { name: 'Upload progress of big.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(rows[0]).toHaveTextContent('4.0 MB of 10 MB · 2.0 MB/s · 3 s left');
    expect(rows[1]).toHaveTextContent('Done');
    // A finished file has no controls left.
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers pause, resume, cancel and retry per file and for all, by state', async () => {
    const calls: string[] = [];
    for (const name of [
      'pause',
      'resume',
      'retry',
      'cancel',
      'pauseAll',
      'resumeAll',
      'retryAll',
      'cancelAll',
    ] as const) {
      jest.spyOn(uploadQueue, name).mockImplementation((arg: string) => void calls.push(`${name}:${arg}`));
    }
    useUploadQueueStore.setState({
      entries: [
        entry({ id: 'u', relativePath: 'moving.pdf', status: 'uploading', sent: MB, speed: MB }),
        entry({ id: 'p', relativePath: 'paused.pdf', status: 'paused' }),
        entry({ id: 'e', relativePath: 'failed.pdf', status: 'error', error: 'Quota exceeded.' }),
      ],
    });
    const { user } = render(<UploadPanel group="dialog" />);
    expect(screen.getByText('Quota exceeded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume moving.pdf' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause moving.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Resume paused.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Retry failed.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Cancel failed.pdf' }));
    for (const label of ['Pause all', 'Resume all', 'Retry all', 'Cancel all'])
      await user.click(screen.getByRole('button', { name: label }));
    expect(calls).toEqual([
      'pause:u',
      'resume:p',
      'retry:e',
      'cancel:e',
      'pauseAll:dialog',
      'resumeAll:dialog',
      'retryAll:dialog',
      'cancelAll:dialog',
    ]);
  });

  it('follows the store as bytes arrive', () => {
    useUploadQueueStore.setState({ entries: [entry({ id: 'a', relativePath: 'a.pdf', status: 'uploading' })] });
    render(<UploadPanel group="dialog" />);
    act(() => useUploadQueueStore.getState().patch('a', { sent: 5 * MB }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('words the progress line', () => {
    expect(progressLine(5, 10, 0, false)).toBe('5 B of 10 B');
    expect(progressLine(MB, 3 * MB, MB, true)).toBe('1.0 MB of 3.0 MB · 1.0 MB/s · 2 s left');
  });
});
