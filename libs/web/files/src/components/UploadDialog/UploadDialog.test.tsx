import { act, fireEvent, render, screen, waitFor, within } from '@coffer/web-testing';
import { useToastStore } from '@coffer/web-ui';
import { uploadQueue } from '../../api/upload-queue';
import { useUploadQueueStore } from '../../stores/useUploadQueueStore';
import { fakeEnqueue } from '../../testing/fake-upload-queue';
import { UploadDialog } from './UploadDialog';

const pick = (input: HTMLElement, files: File[]) => fireEvent.change(input, { target: { files } });

describe(UploadDialog.name, () => {
  it("shows 'No files passed validation.' when nothing chosen is accepted, and lists accepted files", async () => {
    const { user } = render(<UploadDialog opened onClose={jest.fn()} parentPath="/" />);
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(screen.getByText('Share files securely with customizable access controls')).toBeInTheDocument();
    expect(upload).toBeDisabled();

    pick(screen.getByTestId('upload-files-input'), [
      new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
    ]);
    expect(await screen.findByText('No files passed validation.')).toBeInTheDocument();
    expect(upload).toBeDisabled();

    pick(screen.getByTestId('upload-files-input'), [
      new File(['hi'], 'a.txt', { type: 'text/plain' }),
      new File(['x'], 'b.gif', { type: 'image/gif' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Selected files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a.txt']);
    expect(screen.queryByText('No files passed validation.')).not.toBeInTheDocument();
    expect(upload).toBeEnabled();

    await user.click(screen.getByRole('switch', { name: /^Create a share link/ }));
    await user.click(screen.getByLabelText('Password protection'));
    expect(upload).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '   ');
    expect(upload).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'pw');
    expect(upload).toBeEnabled();
  });

  it('states the limits and lists each refused file with its reason, keeping the others', async () => {
    render(<UploadDialog opened onClose={jest.fn()} parentPath="/" />);
    expect(screen.getByTestId('upload-limits')).toHaveTextContent(
      'PDF, PNG, JPEG and plain-text (.txt) files, up to 512 MB each, checked before sending.',
    );
    const fake = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0])], 'fake.pdf', { type: 'application/pdf' });
    Object.defineProperty(fake, 'size', { value: 300 * 1024 * 1024 });
    pick(screen.getByTestId('upload-files-input'), [
      new File(['hi'], 'a.txt', { type: 'text/plain' }),
      fake,
      new File(['hello'], 'notes.pdf', { type: 'application/pdf' }),
    ]);
    const refused = await screen.findByRole('list', { name: 'Refused files' });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'fake.pdf: Its content is not one of the accepted types (PDF, PNG, JPEG and plain-text (.txt) files)',
      'notes.pdf: Its content is plain text, so its name must end in .txt',
    ]);
    expect(screen.getByText('2 files will not be uploaded')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Selected files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a.txt']);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('shows Allowed Emails only for private uploads, normalised', async () => {
    const { user } = render(<UploadDialog opened onClose={jest.fn()} parentPath="/" />);
    expect(screen.queryByLabelText('Allowed Emails')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Create a share link/ }));
    await user.click(screen.getByLabelText('Private'));
    const emails = screen.getByRole('combobox', { name: 'Allowed Emails' });
    await user.type(emails, ' Ann@Example.com,ann@example.com,{enter}');
    expect(screen.getAllByText('ann@example.com')).toHaveLength(1);
  });

  it('resets every choice when closed', async () => {
    const onClose = jest.fn();
    const { user, rerender } = render(<UploadDialog opened onClose={onClose} parentPath="/" />);
    await user.click(screen.getByRole('switch', { name: /^Create a share link/ }));
    await user.click(screen.getByLabelText('Private'));
    await user.click(screen.getByLabelText('24 hours'));
    pick(screen.getByTestId('upload-files-input'), [new File(['hi'], 'a.txt', { type: 'text/plain' })]);
    await screen.findByRole('list', { name: 'Selected files' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<UploadDialog opened onClose={onClose} parentPath="/" />);
    expect(screen.queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Create a share link/ })).not.toBeChecked();
    expect(screen.queryByLabelText('7 days')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Create a share link/ }));
    expect(screen.getByLabelText('7 days')).toBeChecked();
    expect(screen.getByLabelText('Public')).toBeChecked();
  });

  describe('sending through the upload panel', () => {
    beforeEach(() => {
      useUploadQueueStore.setState({ entries: [] });
      useToastStore.getState().remove();
      fakeEnqueue();
      jest
        .spyOn(uploadQueue, 'retryAll')
        .mockImplementation(() =>
          useUploadQueueStore.getState().patchMany(['e0'], { status: 'uploading', error: undefined }),
        );
    });
    afterEach(() => jest.restoreAllMocks());
    const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

    it("keeps 'Uploading...' and the buttons disabled until every file is in, then reports success and closes", async () => {
      const onClose = jest.fn();
      const { user } = render(<UploadDialog opened onClose={onClose} parentPath="/A/" />);
      pick(screen.getByTestId('upload-files-input'), [
        new File(['hi'], 'a.txt', { type: 'text/plain' }),
        new File(['yo'], 'b.txt', { type: 'text/plain' }),
      ]);
      await screen.findByRole('list', { name: 'Selected files' });
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      // The switch is off: the files go without share options, so no link is made.
      expect(uploadQueue.enqueue).toHaveBeenCalledWith('dialog', expect.any(Array), {
        parentPath: '/A/',
        expiry: '7d',
        shareType: 'public',
        emails: [],
        omitShareFields: true,
      });
      expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(screen.getByRole('progressbar', { name: 'Upload progress of a.txt' })).toBeInTheDocument();

      act(() => useUploadQueueStore.getState().patch('e0', { status: 'done', sent: 2, itemId: 'i0' }));
      expect(onClose).not.toHaveBeenCalled();
      act(() =>
        useUploadQueueStore.getState().patch('e1', { status: 'done', sent: 2, itemId: 'i1', finalName: 'b (1).txt' }),
      );
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(toastTitles()).toContain('Upload Successful!');
      expect(useToastStore.getState().toasts[0]?.description).toBe('2 files uploaded: a.txt, b (1).txt');
      expect(useUploadQueueStore.getState().entries).toEqual([]);
    });

    it('sends the link settings with the files only when "Create a share link" is on', async () => {
      const { user } = render(<UploadDialog opened onClose={jest.fn()} parentPath="/" />);
      pick(screen.getByTestId('upload-files-input'), [new File(['hi'], 'a.txt', { type: 'text/plain' })]);
      await screen.findByRole('list', { name: 'Selected files' });
      await user.click(screen.getByRole('switch', { name: /^Create a share link/ }));
      await user.click(screen.getByLabelText('24 hours'));
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      expect(uploadQueue.enqueue).toHaveBeenCalledWith('dialog', expect.any(Array), {
        parentPath: '/',
        expiry: '24h',
        shareType: 'public',
        emails: [],
        omitShareFields: false,
      });
    });

    it('shows a failure in the server words, and Upload retries only what did not arrive', async () => {
      const onClose = jest.fn();
      const { user } = render(<UploadDialog opened onClose={onClose} parentPath="/" />);
      pick(screen.getByTestId('upload-files-input'), [new File(['hi'], 'a.txt', { type: 'text/plain' })]);
      await screen.findByRole('list', { name: 'Selected files' });
      await user.click(screen.getByRole('button', { name: 'Upload' }));
      act(() => useUploadQueueStore.getState().patch('e0', { status: 'error', error: 'Storage quota exceeded.' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Storage quota exceeded.');
      expect(toastTitles()).toContain('Upload Failed');
      const upload = screen.getByRole('button', { name: 'Upload' });
      expect(upload).toBeEnabled();
      await user.click(upload);
      expect(uploadQueue.retryAll).toHaveBeenCalledWith('dialog');
      expect(uploadQueue.enqueue).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    });
  });
});
