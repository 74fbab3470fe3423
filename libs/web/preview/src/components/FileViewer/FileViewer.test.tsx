import { Blob as NodeBlob } from 'node:buffer';
import { useState } from 'react';
import { render, screen, waitFor, fireEvent } from '@coffer/web-testing';
import type { ViewerEntry } from '../../domain/viewer-entry';
import { TEXT_PREVIEW_BYTES } from '../../domain/text-preview';
import { TEXT_TRUNCATED_NOTE } from '../TextPreview/TextPreview';
import { FileViewer, PREVIEW_FAILED_TITLE } from './FileViewer';

// pdf.js needs a canvas and a worker, which jsdom has not: the browser tests render PDFs.
jest.mock('../../pdf/load-pdf', () => ({ loadPdf: jest.fn(() => new Promise(() => undefined)) }));

// jsdom's Blob cannot be read (no arrayBuffer()); the browser's and Node's can.
const blob = (parts: string[]) => new NodeBlob(parts) as unknown as Blob;

function entry(name: string, mimeType: string, extra: Partial<ViewerEntry> = {}): ViewerEntry {
  return { id: name, name, mimeType, size: 10, onDownload: jest.fn(), ...extra };
}

const photo = entry('photo.png', 'image/png', { imageUrl: '/api/files/preview/photo' });
const notes = entry('notes.txt', 'text/plain', { content: blob(['hello']) });
const report = entry('report.pdf', 'application/pdf', { contentUrl: '/api/files/download/report' });

function Harness({
  entries,
  start = 0,
  onClose = jest.fn(),
}: {
  entries: ViewerEntry[];
  start?: number;
  onClose?: () => void;
}) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <FileViewer
      entries={entries}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        onClose();
        setIndex(null);
      }}
    />
  );
}

const title = () => screen.getByRole('dialog').querySelector('.mantine-Modal-title')?.textContent;

describe(FileViewer.name, () => {
  it('pages through the files with the arrow keys and the buttons, and names the file', async () => {
    const { user } = render(<Harness entries={[photo, notes, report]} />);
    expect(title()).toBe('photo.png');
    expect(screen.getByRole('img', { name: 'photo.png' })).toHaveAttribute('src', '/api/files/preview/photo');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous file' })).toBeDisabled();

    await user.keyboard('{ArrowLeft}');
    expect(title()).toBe('photo.png');
    await user.keyboard('{ArrowRight}');
    expect(title()).toBe('notes.txt');
    expect(await screen.findByText('hello')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next file' }));
    expect(title()).toBe('report.pdf');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next file' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(title()).toBe('report.pdf');
    await user.keyboard('{ArrowLeft}');
    expect(title()).toBe('notes.txt');
  });

  it('closes on Escape and with its close button', async () => {
    const onClose = jest.fn();
    const { user } = render(<Harness entries={[photo]} onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    render(<Harness entries={[photo]} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close viewer' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the focus inside while open', async () => {
    const { user } = render(
      <>
        <button type="button">Outside</button>
        <Harness entries={[photo, notes]} />
      </>,
    );
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('gives every control an accessible name', () => {
    render(<Harness entries={[photo, notes]} />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName();
    for (const name of [
      'Previous file',
      'Next file',
      'Zoom in',
      'Zoom out',
      'Fit to screen',
      'Download',
      'Close viewer',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('zooms an image with + - and 0, from the fitted size', async () => {
    const { user } = render(<Harness entries={[photo]} />);
    const level = () => screen.getByTestId('zoom-level').textContent;
    expect(level()).toBe('100%');
    await user.keyboard('+');
    expect(level()).toBe('125%');
    await user.keyboard('+');
    await user.keyboard('0');
    expect(level()).toBe('100%');
    await user.keyboard('-');
    expect(level()).toBe('80%');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(level()).toBe('100%');
  });

  it('shows text as text: markup in the file is never interpreted', async () => {
    const markup = '<b id="injected">bold</b><img src=x onerror="alert(1)"><script>alert(2)</script>';
    render(<Harness entries={[entry('page.txt', 'text/plain', { content: blob([markup]) })]} />);
    const shown = await screen.findByTestId('text-preview');
    expect(shown.textContent).toBe(markup);
    expect(shown.tagName).toBe('PRE');
    expect(document.getElementById('injected')).toBeNull();
    expect(shown.querySelector('img, script, b')).toBeNull();
  });

  it('reads the first 1 MiB of a text file with a Range request and says when the file is longer', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('é'.repeat(TEXT_PREVIEW_BYTES / 2), {
        status: 206,
        headers: { 'Content-Range': `bytes 0-${TEXT_PREVIEW_BYTES - 1}/5000000` },
      }),
    );
    const long = entry('long.txt', 'text/plain', { contentUrl: '/api/files/download/long', size: 5_000_000 });
    render(<Harness entries={[long]} />);
    expect(await screen.findByText(TEXT_TRUNCATED_NOTE)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/files/download/long');
    expect(new Headers(init?.headers).get('Range')).toBe(`bytes=0-${TEXT_PREVIEW_BYTES - 1}`);
    expect(screen.getByTestId('text-preview').textContent).toHaveLength(TEXT_PREVIEW_BYTES / 2);
  });

  it('shows no note for a text file that fits, and cuts given bytes at 1 MiB', async () => {
    const { unmount } = render(<Harness entries={[notes]} />);
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(screen.queryByText(TEXT_TRUNCATED_NOTE)).not.toBeInTheDocument();
    unmount();

    const big = blob(['a'.repeat(TEXT_PREVIEW_BYTES), 'tail']);
    render(<Harness entries={[entry('big.txt', 'text/plain', { content: big, size: big.size })]} />);
    expect(await screen.findByText(TEXT_TRUNCATED_NOTE)).toBeInTheDocument();
    expect(screen.getByTestId('text-preview').textContent).toBe('a'.repeat(TEXT_PREVIEW_BYTES));
  });

  it('says so when a preview fails, and Download still works', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('gone', { status: 404 }));
    const missing = entry('missing.txt', 'text/plain', { contentUrl: '/api/files/download/missing' });
    const { user } = render(<Harness entries={[photo, missing]} />);

    fireEvent.error(screen.getByRole('img', { name: 'photo.png' }));
    expect(await screen.findByText(PREVIEW_FAILED_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(photo.onDownload).toHaveBeenCalledTimes(1);

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText(PREVIEW_FAILED_TITLE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(missing.onDownload).toHaveBeenCalledTimes(1);
  });

  it('says so when bytes the caller fetches fail', async () => {
    render(<Harness entries={[entry('gone.txt', 'text/plain', { content: Promise.reject(new Error('403')) })]} />);
    expect(await screen.findByText(PREVIEW_FAILED_TITLE)).toBeInTheDocument();
  });

  it('says a file without a preview has none', async () => {
    const data = entry('data.bin', 'application/octet-stream');
    const { user } = render(<Harness entries={[data]} />);
    expect(screen.getByText('There is no preview for this type of file.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(data.onDownload).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(<FileViewer entries={[photo]} index={null} onIndexChange={jest.fn()} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
