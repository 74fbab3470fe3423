import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen } from '@coffer/web-testing';
import { fileItem, folderItem } from '../../testing/file-items';
import { RenameDialog } from './RenameDialog';

const draft = fileItem({ name: 'draft.txt' });
const siblings = [
  draft,
  fileItem({ name: 'notes.txt' }),
  fileItem({ name: 'notes (1).txt' }),
  folderItem({ name: 'Photos' }),
];

const setup = (onRename = jest.fn(async () => undefined)) => {
  const onClose = jest.fn();
  const view = render(<RenameDialog item={draft} siblings={siblings} onClose={onClose} onRename={onRename} />);
  return { ...view, onRename, onClose, field: screen.getByLabelText(/New name/) };
};

describe(RenameDialog.name, () => {
  it('asks before renaming onto a taken name: choose another, or keep both with the free name', async () => {
    const { user, field, onRename, onClose } = setup();
    await user.clear(field);
    await user.type(field, 'notes.txt');
    expect(
      screen.getByText(
        '"notes.txt" is already taken in this folder. Choose another name, or keep both as "notes (2).txt".',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.type(field, '{enter}');
    expect(onRename).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Keep both as "notes (2).txt"' }));
    expect(onRename).toHaveBeenCalledWith(draft, 'notes.txt', true);
    expect(onClose).toHaveBeenCalled();
  });

  it('renames to a free name without asking (a taken name is never suffixed silently)', async () => {
    const { user, field, onRename } = setup();
    await user.clear(field);
    await user.type(field, 'plan.txt{enter}');
    expect(onRename).toHaveBeenCalledWith(draft, 'plan.txt', false);
    expect(screen.queryByText(/already taken/)).toBeNull();
  });

  it('asks too when only the server saw the name taken', async () => {
    const taken = new CombinedGraphQLErrors({ errors: [{ message: 'taken', extensions: { code: 'NAME_TAKEN' } }] });
    const onRename = jest.fn().mockRejectedValueOnce(taken).mockResolvedValueOnce(undefined);
    const { user, field, onClose } = setup(onRename);
    await user.clear(field);
    await user.type(field, 'fresh.txt{enter}');
    expect(
      await screen.findByText('"fresh.txt" is already taken in this folder. Choose another name, or keep both.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep both' }));
    expect(onRename).toHaveBeenLastCalledWith(draft, 'fresh.txt', true);
    expect(onClose).toHaveBeenCalled();
  });
});
