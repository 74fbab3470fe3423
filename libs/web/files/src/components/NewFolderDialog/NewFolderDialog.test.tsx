import { fireEvent, render, screen } from '@coffer/web-testing';
import { NewFolderDialog } from './NewFolderDialog';

describe(NewFolderDialog.name, () => {
  it('explains a name the server would refuse and does not send it', () => {
    const onCreate = jest.fn();
    render(<NewFolderDialog opened onClose={jest.fn()} onCreate={onCreate} />);
    fireEvent.change(screen.getByLabelText(/Folder name/), { target: { value: 'evil\u202efdp' } });
    expect(screen.getByText(/not allowed: it contains the invisible or control character U\+202E/)).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.submit(create.closest('form')!);
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Folder name/), { target: { value: 'Holidays' } });
    expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', false);
  });
});
