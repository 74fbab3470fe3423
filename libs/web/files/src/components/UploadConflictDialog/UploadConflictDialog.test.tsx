import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@coffer/web-testing';
import { useToastStore } from '@coffer/web-ui';
import { FOLDER_PAGE_QUERY } from '../../graphql/files';
import { PAGE_SIZE } from '../../hooks/useFileQueries';
import { useUploadQueueStore } from '../../stores/useUploadQueueStore';
import { fakeEnqueue } from '../../testing/fake-upload-queue';
import { folderPageAnswer, itemNode } from '../../testing/file-items';
import { UploadDialog } from '../UploadDialog/UploadDialog';
import { UploadConflictDialog } from './UploadConflictDialog';

const node = (name: string, type: 'FILE' | 'FOLDER', path = '/A/') =>
  itemNode({
    id: `id-${name}`,
    type,
    name,
    path,
    fullPath: type === 'FOLDER' ? `${path}${name}/` : null,
    mimeType: type === 'FILE' ? 'text/plain' : null,
    size: type === 'FILE' ? 10 : null,
  });

/** The folder '/A/' holding `items`, as the server lists it. */
const folderA = (items: ReturnType<typeof node>[]): MockLink.MockedResponse => ({
  request: { query: FOLDER_PAGE_QUERY, variables: { path: '/A/', first: PAGE_SIZE, after: null } },
  result: { data: { folder: folderPageAnswer(items) } },
});

const pick = (files: File[]) => fireEvent.change(screen.getByTestId('upload-files-input'), { target: { files } });
const text = (name: string) => new File(['new'], name, { type: 'text/plain' });

describe(UploadConflictDialog.name, () => {
  it('names the folder and the files, and says what each choice does', async () => {
    const onChoose = jest.fn();
    const { user } = render(
      <UploadConflictDialog
        conflict={{ folderPath: '/A/B/', names: ['a.txt', 'b.txt'], taken: new Set(['a.txt', 'b.txt']) }}
        onChoose={onChoose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '2 files already exist in A / B' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Files that already exist' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a.txt', 'b.txt']);
    expect(dialog).toHaveTextContent("The current versions are kept in each file's history.");
    expect(dialog).toHaveTextContent('("a (1).txt")');
    await user.click(within(dialog).getByRole('button', { name: 'Keep both' }));
    expect(onChoose).toHaveBeenLastCalledWith('keepBoth');
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(onChoose).toHaveBeenLastCalledWith('replace');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChoose).toHaveBeenLastCalledWith(null);
  });

  describe('before an upload into a folder', () => {
    let enqueue: jest.SpyInstance;
    beforeEach(() => {
      useUploadQueueStore.setState({ entries: [] });
      useToastStore.getState().remove();
      enqueue = fakeEnqueue();
    });
    afterEach(() => jest.restoreAllMocks());

    const upload = async (mocks: MockLink.MockedResponse[], files: File[]) => {
      const onClose = jest.fn();
      const rendered = render(<UploadDialog opened onClose={onClose} parentPath="/A/" />, { mocks });
      pick(files);
      await screen.findByRole('list', { name: 'Selected files' });
      await rendered.user.click(screen.getByRole('button', { name: 'Upload' }));
      return { ...rendered, onClose };
    };

    it('asks once about the files whose names are taken by files there, and Replace sends onConflict=replace', async () => {
      // A folder of the same name, or a file inside a chosen folder, is no clash.
      const { user, onClose } = await upload(
        [folderA([node('a.txt', 'FILE'), node('b.txt', 'FILE'), node('c.txt', 'FOLDER')])],
        [text('a.txt'), text('b.txt'), text('c.txt'), text('d.txt')],
      );
      const dialog = await screen.findByRole('dialog', { name: '2 files already exist in A' });
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['a.txt', 'b.txt']);
      expect(enqueue).not.toHaveBeenCalled();

      await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
      await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
      expect(enqueue).toHaveBeenCalledWith(
        'dialog',
        expect.any(Array),
        expect.objectContaining({ parentPath: '/A/', onConflict: 'replace' }),
      );
      expect(screen.queryByRole('dialog', { name: /already exist/ })).not.toBeInTheDocument();

      // The toast tells the replaced files from the new ones.
      act(() =>
        ['e0', 'e1', 'e2', 'e3'].forEach((id) => useUploadQueueStore.getState().patch(id, { status: 'done', sent: 3 })),
      );
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(useToastStore.getState().toasts[0]?.description).toBe(
        '2 files uploaded: c.txt, d.txt; 2 files replaced: a.txt, b.txt (the earlier versions are kept in the history)',
      );
    });

    it('Keep both sends the files without onConflict, and Cancel sends nothing', async () => {
      const mocks = [folderA([node('a.txt', 'FILE')]), folderA([node('a.txt', 'FILE')])];
      const { user } = await upload(mocks, [text('a.txt')]);
      await user.click(
        within(await screen.findByRole('dialog', { name: '1 file already exists in A' })).getByRole('button', {
          name: 'Cancel',
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog', { name: /already exist/ })).not.toBeInTheDocument());
      expect(enqueue).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'Upload' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: '1 file already exists in A' })).getByRole('button', {
          name: 'Keep both',
        }),
      );
      await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
      expect(enqueue.mock.calls[0]![2]).not.toHaveProperty('onConflict');
    });

    it('does not ask when no name is taken', async () => {
      await upload([folderA([node('other.txt', 'FILE')])], [text('a.txt')]);
      await waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
      expect(enqueue.mock.calls[0]![2]).not.toHaveProperty('onConflict');
      expect(screen.queryByRole('dialog', { name: /already exist/ })).not.toBeInTheDocument();
    });
  });
});
