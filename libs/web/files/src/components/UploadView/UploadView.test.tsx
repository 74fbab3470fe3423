import { act, fireEvent, render, screen, waitFor, within } from '@coffer/web-testing';
import { useToastStore } from '@coffer/web-ui';
import { FOLDER_PAGE_QUERY, MOVE_TARGETS_QUERY } from '../../graphql/files';
import { useUploadQueueStore } from '../../stores/useUploadQueueStore';
import { fakeEnqueue } from '../../testing/fake-upload-queue';
import { folderPageAnswer, itemNode } from '../../testing/file-items';
import { UploadView } from './UploadView';

const folder = (name: string, path: string) => ({
  __typename: 'ItemEdge' as const,
  node: { __typename: 'Item' as const, id: `id-${name}`, name, path, fullPath: `${path}${name}/` },
});
const moveTargets = {
  request: { query: MOVE_TARGETS_QUERY, variables: { first: 200, after: null } },
  result: {
    data: {
      moveTargets: {
        __typename: 'ItemConnection' as const,
        pageInfo: { __typename: 'PageInfo' as const, endCursor: null, hasNextPage: false },
        edges: [folder('Projects', '/'), folder('2024 Q1', '/Projects/')],
      },
    },
  },
};

/** Home holding the file 'minutes.txt'. */
const homeWithMinutes = {
  request: { query: FOLDER_PAGE_QUERY, variables: { path: '/', first: 200, after: null } },
  result: { data: { folder: folderPageAnswer([itemNode({ id: 'm1', name: 'minutes.txt', size: 5 })]) } },
};

const pick = (files: File[]) => fireEvent.change(screen.getByTestId('upload-files-input'), { target: { files } });
const destination = () => screen.getByLabelText('Upload to', { selector: 'input' });

describe(UploadView.name, () => {
  let enqueue: jest.SpyInstance;
  beforeEach(() => {
    useUploadQueueStore.setState({ entries: [] });
    useToastStore.getState().remove();
    enqueue = fakeEnqueue();
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the chosen files at once into the chosen folder, privately, and links to them when done', async () => {
    const { user } = render(<UploadView />, { mocks: [moveTargets] });
    expect(destination()).toHaveValue('Home');
    await user.click(destination());
    await user.click(await screen.findByRole('option', { name: 'Projects / 2024 Q1' }));
    expect(destination()).toHaveValue('Projects / 2024 Q1');

    pick([new File(['hi'], 'minutes.txt', { type: 'text/plain' })]);
    await waitFor(() =>
      expect(enqueue).toHaveBeenCalledWith(
        'page',
        [expect.objectContaining({ relativePath: 'minutes.txt' })],
        expect.objectContaining({ parentPath: '/Projects/2024 Q1/', omitShareFields: true }),
      ),
    );
    expect(await screen.findByTestId('upload-panel')).toBeInTheDocument();

    act(() => useUploadQueueStore.getState().patch('e0', { status: 'done', sent: 2, itemId: 'new-file' }));
    expect(await screen.findByText(/1 file uploaded to Projects \/ 2024 Q1\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open folder' })).toHaveAttribute(
      'href',
      '/dashboard/my-files/Projects/2024%20Q1?file=new-file',
    );
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('Upload Successful!');
    expect(screen.queryByTestId('upload-panel')).not.toBeInTheDocument();
  });

  it('asks before a file replaces one of the same name in the folder, and says it was replaced', async () => {
    const { user } = render(<UploadView />, { mocks: [moveTargets, homeWithMinutes] });
    pick([new File(['new minutes'], 'minutes.txt', { type: 'text/plain' })]);
    const question = await screen.findByRole('dialog', { name: '1 file already exists in Home' });
    expect(enqueue).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(enqueue).toHaveBeenCalledWith(
        'page',
        expect.any(Array),
        expect.objectContaining({ parentPath: '/', onConflict: 'replace' }),
      ),
    );
    act(() => useUploadQueueStore.getState().patch('e0', { status: 'done', sent: 11, itemId: 'm1' }));
    await screen.findByTestId('upload-arrival');
    expect(useToastStore.getState().toasts[0]?.description).toBe(
      '1 file replaced: minutes.txt (the earlier version is kept in the history)',
    );
  });

  it("says 'No files passed validation.' and sends nothing when nothing chosen is accepted", async () => {
    render(<UploadView />, { mocks: [moveTargets] });
    pick([new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('No files passed validation.');
    expect(screen.getByRole('list', { name: 'Refused files' })).toHaveTextContent(
      'tool.exe: Its content is plain text, so its name must end in .txt',
    );
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('keeps a failed file in the panel to retry and says so', async () => {
    render(<UploadView />, { mocks: [moveTargets] });
    pick([new File(['hi'], 'a.txt', { type: 'text/plain' })]);
    await screen.findByTestId('upload-panel');
    act(() => useUploadQueueStore.getState().patch('e0', { status: 'error', error: 'Storage quota exceeded.' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.description)).toContain('Storage quota exceeded.'),
    );
    expect(screen.getByRole('button', { name: 'Retry a.txt' })).toBeInTheDocument();
    expect(screen.queryByTestId('upload-arrival')).not.toBeInTheDocument();
  });

  it('starts in the folder the address names, and falls back to Home when it does not exist', async () => {
    const { unmount } = render(<UploadView />, {
      mocks: [moveTargets],
      route: '/dashboard/upload?folder=%2FProjects%2F',
    });
    await waitFor(() => expect(destination()).toHaveValue('Projects'));
    unmount();
    render(<UploadView />, { mocks: [moveTargets], route: '/dashboard/upload?folder=%2FGone%2F' });
    await waitFor(() => expect(destination()).toHaveValue('Home'));
  });
});
