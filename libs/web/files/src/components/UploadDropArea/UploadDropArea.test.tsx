import { fireEvent, render, screen, waitFor } from '@coffer/web-testing';
import { UploadDropArea } from './UploadDropArea';

describe(UploadDropArea.name, () => {
  it('hands over dropped files, and highlights while something is dragged over', async () => {
    const onFiles = jest.fn();
    render(<UploadDropArea onFiles={onFiles} onUnreadableDrop={jest.fn()} />);
    const area = screen.getByTestId('upload-dropzone');
    fireEvent.dragEnter(area);
    expect(area).toHaveAttribute('data-dragging');
    const file = new File(['hi'], 'a.txt', { type: 'text/plain' });
    fireEvent.drop(area, { dataTransfer: { files: [file] } });
    expect(area).not.toHaveAttribute('data-dragging');
    await waitFor(() => expect(onFiles).toHaveBeenCalledWith([{ file, relativePath: 'a.txt' }]));
  });

  it('opens the file picker on a click anywhere on the area, and the folder picker from its button', async () => {
    const { user } = render(<UploadDropArea onFiles={jest.fn()} onUnreadableDrop={jest.fn()} />);
    const files = screen.getByTestId('upload-files-input');
    const folder = screen.getByTestId('upload-folder-input');
    const pickFiles = jest.spyOn(files, 'click');
    const pickFolder = jest.spyOn(folder, 'click');
    await user.click(screen.getByText("We'll preserve your folder structure"));
    expect(pickFiles).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Browse folder' }));
    expect(pickFolder).toHaveBeenCalledTimes(1);
    expect(pickFiles).toHaveBeenCalledTimes(1);
    expect(folder).toHaveAttribute('webkitdirectory');
  });

  it('says drag and drop to pointers and tap to touch screens (the stylesheet shows one)', () => {
    render(<UploadDropArea onFiles={jest.fn()} onUnreadableDrop={jest.fn()} />);
    expect(screen.getByText('Drag & drop files or folders here')).toBeInTheDocument();
    expect(screen.getByText('Tap to choose files or a folder')).toBeInTheDocument();
  });

  it('takes nothing while disabled', async () => {
    const onFiles = jest.fn();
    const { user } = render(<UploadDropArea onFiles={onFiles} onUnreadableDrop={jest.fn()} disabled />);
    const pickFiles = jest.spyOn(screen.getByTestId('upload-files-input'), 'click');
    await user.click(screen.getByTestId('upload-dropzone'));
    fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files: [new File(['hi'], 'a.txt')] } });
    expect(pickFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
