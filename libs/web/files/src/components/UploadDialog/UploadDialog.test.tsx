import { fireEvent, render, screen, within } from '@coffer/web-testing';
import { UploadDialog } from './UploadDialog';

const pick = (input: HTMLElement, files: File[]) => fireEvent.change(input, { target: { files } });

describe(UploadDialog.name, () => {
  it("shows 'No files passed validation.' when nothing chosen is accepted, and lists accepted files", async () => {
    const { user } = render(<UploadDialog opened onClose={jest.fn()} parentPath="/" />);
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(screen.getByText('Share files securely with customizable access controls')).toBeInTheDocument();
    expect(upload).toBeDisabled();

    pick(screen.getByTestId('upload-files-input'), [new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' })]);
    expect(await screen.findByText('No files passed validation.')).toBeInTheDocument();
    expect(upload).toBeDisabled();

    pick(screen.getByTestId('upload-files-input'), [new File(['hi'], 'a.txt', { type: 'text/plain' }), new File(['x'], 'b.gif', { type: 'image/gif' })]);
    const list = await screen.findByRole('list', { name: 'Selected files' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.txt']);
    expect(screen.queryByText('No files passed validation.')).not.toBeInTheDocument();
    expect(upload).toBeEnabled();

    await user.click(screen.getByLabelText('Password protection'));
    expect(upload).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '   ');
    expect(upload).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'pw');
    expect(upload).toBeEnabled();
  });

  it('shows Allowed Emails only for private uploads, normalised', async () => {
    const { user } = render(<UploadDialog opened onClose={jest.fn()} parentPath="/" />);
    expect(screen.queryByLabelText('Allowed Emails')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Private'));
    const emails = screen.getByRole('combobox', { name: 'Allowed Emails' });
    await user.type(emails, ' Ann@Example.com,ann@example.com,{enter}');
    expect(screen.getAllByText('ann@example.com')).toHaveLength(1);
  });

  it('resets every choice when closed', async () => {
    const onClose = jest.fn();
    const { user, rerender } = render(<UploadDialog opened onClose={onClose} parentPath="/" />);
    await user.click(screen.getByLabelText('Private'));
    await user.click(screen.getByLabelText('24 hours'));
    pick(screen.getByTestId('upload-files-input'), [new File(['hi'], 'a.txt', { type: 'text/plain' })]);
    await screen.findByRole('list', { name: 'Selected files' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<UploadDialog opened onClose={onClose} parentPath="/" />);
    expect(screen.queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('7 days')).toBeChecked();
    expect(screen.getByLabelText('Public')).toBeChecked();
  });
});
