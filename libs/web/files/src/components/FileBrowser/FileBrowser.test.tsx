import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@coffer/web-testing';
import { useSelectionStore } from '../../stores/useSelectionStore';
import { useFileViewPreferencesStore } from '../../stores/useFileViewPreferencesStore';
import { fileItem, folderItem } from '../../testing/file-items';
import { FileBrowser, type FileBrowserProps } from './FileBrowser';

const report = fileItem({ name: 'report.pdf', mimeType: 'application/pdf', size: 1536, sharedWithCount: 1 });
const photo = fileItem({
  name: 'beach.png',
  mimeType: 'image/png',
  previewUrl: 'http://localhost/api/files/preview/p1',
  largeThumbnailUrl: 'http://localhost/api/thumbnails/p1?size=large',
  smallThumbnailUrl: 'http://localhost/api/thumbnails/p1?size=small',
  isNew: true,
  requiresPassword: true,
});
const photos = folderItem({ name: 'Photos', path: '/', createdAt: '2025-02-01T12:00:00.000Z' });

function renderBrowser(props: Partial<FileBrowserProps> = {}) {
  return render(
    <FileBrowser view="own" items={[report, photo, photos]} path="/" onPathChange={jest.fn()} {...props} />,
  );
}

const cardOf = (name: string) => screen.getAllByTestId('file-card').find((card) => within(card).queryByText(name))!;

describe(FileBrowser.name, () => {
  beforeEach(() => {
    useSelectionStore.setState({ selected: new Set() });
    useFileViewPreferencesStore.setState({ viewMode: 'grid', sort: 'name' });
  });

  it('shows the same sharing badges on cards and in the list Shared column', () => {
    const items = [
      fileItem({ name: 'public.txt', liveLinkScope: 'public', hasShareLink: true }),
      fileItem({ name: 'restricted.txt', liveLinkScope: 'restricted', hasShareLink: true, requiresPassword: true }),
      fileItem({ name: 'direct.txt', sharedWithCount: 1 }),
      fileItem({ name: 'expired.txt', hasShareLink: true }),
      // A folder link sets the same flags on the folder.
      folderItem({ name: 'Linked folder', liveLinkScope: 'public', hasShareLink: true }),
    ];
    const { unmount } = renderBrowser({ items });
    const badgesOf = (root: HTMLElement) =>
      within(root)
        .queryAllByText(/^(Shared|Public link|Restricted link|\d+ (person|people)|Password Protected)$/)
        .map((b) => b.textContent);
    expect(badgesOf(cardOf('public.txt'))).toEqual(['Shared', 'Public link']);
    expect(badgesOf(cardOf('restricted.txt'))).toEqual(['Shared', 'Restricted link', 'Password Protected']);
    expect(badgesOf(cardOf('direct.txt'))).toEqual(['Shared', '1 person']);
    expect(badgesOf(cardOf('expired.txt'))).toEqual([]);
    expect(badgesOf(cardOf('Linked folder'))).toEqual(['Shared', 'Public link']);
    unmount();
    useFileViewPreferencesStore.setState({ viewMode: 'list' });
    renderBrowser({ items });
    const cellOf = (name: string) =>
      within(screen.getAllByTestId('file-row').find((row) => within(row).queryByText(name))!).getByTestId(
        'shared-cell',
      );
    expect(badgesOf(cellOf('public.txt'))).toEqual(['Shared', 'Public link']);
    expect(badgesOf(cellOf('restricted.txt'))).toEqual(['Shared', 'Restricted link']);
    expect(badgesOf(cellOf('direct.txt'))).toEqual(['Shared', '1 person']);
    expect(cellOf('expired.txt')).toHaveTextContent(/^-$/);
    expect(badgesOf(cellOf('Linked folder'))).toEqual(['Shared', 'Public link']);
  });

  it('shows cards with size and upload date for files, creation date for folders, and the badges', () => {
    renderBrowser();
    const reportCard = cardOf('report.pdf');
    expect(within(reportCard).getByText('Size: 1.5 KB')).toBeInTheDocument();
    expect(within(reportCard).getByText('Uploaded: Mar 5, 2025')).toBeInTheDocument();
    expect(within(reportCard).getByText('Shared')).toBeInTheDocument();
    expect(within(cardOf('Photos')).getByText('Created: Feb 1, 2025')).toBeInTheDocument();
    const photoCard = cardOf('beach.png');
    expect(within(photoCard).getByText('New')).toBeInTheDocument();
    expect(within(photoCard).getByText('Password Protected')).toBeInTheDocument();
  });

  it('shows the large thumbnail on cards and the small one in rows, lazily, and the type icon without one', () => {
    const { unmount } = renderBrowser();
    const img = within(cardOf('beach.png')).getByTestId('file-thumbnail');
    expect(img).toHaveAttribute('src', 'http://localhost/api/thumbnails/p1?size=large');
    // On the first screen: asked for with the page.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveStyle({ objectFit: 'cover' });
    expect(within(cardOf('report.pdf')).queryByTestId('file-thumbnail')).toBeNull();
    expect(cardOf('report.pdf').querySelector('[data-kind="pdf"]')).not.toBeNull();
    expect(cardOf('Photos').querySelector('[data-kind="folder"]')).not.toBeNull();
    unmount();
    useFileViewPreferencesStore.setState({ viewMode: 'list' });
    renderBrowser();
    const row = screen.getAllByTestId('file-row').find((r) => within(r).queryByText('beach.png'))!;
    expect(within(row).getByTestId('file-thumbnail')).toHaveAttribute(
      'src',
      'http://localhost/api/thumbnails/p1?size=small',
    );
  });

  it('asks for the first screenful of thumbnails at once and for the later ones when scrolled near', async () => {
    const items = Array.from({ length: 20 }, (_, i) =>
      fileItem({
        name: `photo-${String(i).padStart(2, '0')}.png`,
        mimeType: 'image/png',
        largeThumbnailUrl: `http://localhost/api/thumbnails/${i}?size=large`,
      }),
    );
    renderBrowser({ items });
    // Unmeasured (no layout here), the first screenful is one row of the widest grid.
    const loading = async () =>
      (await screen.findAllByTestId('file-thumbnail')).map((img) => img.getAttribute('loading'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await loading()).toEqual([...Array(6).fill('eager'), ...Array(14).fill('lazy')]);
  });

  it('falls back to the type icon when a thumbnail fails', () => {
    renderBrowser();
    const card = cardOf('beach.png');
    fireEvent.error(within(card).getByTestId('file-thumbnail'));
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('[data-kind="image"]')).not.toBeNull();
  });

  it('opens a file from its name or thumbnail with the shown files in order; the checkbox still selects', async () => {
    const onOpenFile = jest.fn();
    const { user } = renderBrowser({ onOpenFile });
    await user.click(within(cardOf('report.pdf')).getByTestId('item-name'));
    expect(onOpenFile).toHaveBeenLastCalledWith(report, [photo, photos, report]);
    await user.click(screen.getByRole('button', { name: 'Preview beach.png' }));
    expect(onOpenFile).toHaveBeenLastCalledWith(photo, [photo, photos, report]);
    expect(useSelectionStore.getState().selected.size).toBe(0);

    await user.click(screen.getByRole('checkbox', { name: 'Select report.pdf' }));
    expect(useSelectionStore.getState().selected).toEqual(new Set([report.id]));
    await user.click(cardOf('beach.png'));
    expect(useSelectionStore.getState().selected).toEqual(new Set([report.id, photo.id]));
    expect(onOpenFile).toHaveBeenCalledTimes(2);

    act(() => {
      useFileViewPreferencesStore.setState({ viewMode: 'list' });
    });
    const row = screen.getAllByTestId('file-row').find((r) => within(r).queryByText('report.pdf'))!;
    await user.click(within(row).getByRole('button', { name: 'report.pdf' }));
    expect(onOpenFile).toHaveBeenLastCalledWith(report, [photo, photos, report]);
  });

  it('toggles a file when its card is clicked; select-all is indeterminate, then selects all visible', async () => {
    const { user } = renderBrowser();
    await user.click(cardOf('report.pdf'));
    expect(screen.getByRole('checkbox', { name: 'Select report.pdf' })).toBeChecked();

    const selectAll = screen.getByRole('checkbox', { name: '1 selected' });
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    await user.click(selectAll);
    expect(useSelectionStore.getState().selected).toEqual(new Set([report.id, photo.id, photos.id]));
    expect(screen.getByRole('checkbox', { name: '3 selected' })).toBeChecked();

    await user.click(cardOf('report.pdf'));
    expect(screen.getByRole('checkbox', { name: 'Select report.pdf' })).not.toBeChecked();
  });

  it('enters a folder on click and clears the selection; the breadcrumb navigates back', async () => {
    const onPathChange = jest.fn();
    const { user, rerender } = renderBrowser({ onPathChange });
    await user.click(screen.getByRole('checkbox', { name: 'Select report.pdf' }));

    await user.click(cardOf('Photos'));
    expect(onPathChange).toHaveBeenLastCalledWith('/Photos/');
    expect(useSelectionStore.getState().selected.size).toBe(0);

    rerender(<FileBrowser view="own" items={[]} path="/Photos/" onPathChange={onPathChange} />);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Photos')).toHaveAttribute('aria-current', 'page');
    const home = within(breadcrumb).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/dashboard/my-files');
    await user.click(home);
    expect(onPathChange).toHaveBeenLastCalledWith('/');
  });

  it('links the breadcrumb and folder names to their addresses', async () => {
    const onPathChange = jest.fn();
    const folderHref = (path: string) => `/app/my-files${path}`;
    const nested = folderItem({ name: 'Summer 2024', path: '/Photos/Trips/' });
    const { user } = renderBrowser({ items: [nested], path: '/Photos/Trips/', onPathChange, folderHref });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/app/my-files/'],
      ['Photos', '/app/my-files/Photos/'],
    ]);
    expect(within(breadcrumb).getByText('Trips')).toHaveAttribute('aria-current', 'page');
    const card = within(cardOf('Summer 2024')).getByRole('link', { name: 'Summer 2024' });
    expect(card).toHaveAttribute('href', '/app/my-files/Photos/Trips/Summer 2024/');
    await user.click(card);
    expect(onPathChange).toHaveBeenCalledTimes(1);
    expect(onPathChange).toHaveBeenLastCalledWith('/Photos/Trips/Summer 2024/');

    await user.click(screen.getByText('List view'));
    const row = screen.getByTestId('file-row');
    expect(within(row).getByRole('link', { name: 'Summer 2024' })).toHaveAttribute(
      'href',
      '/app/my-files/Photos/Trips/Summer 2024/',
    );
  });

  it('says when the folder does not exist and leads back to Home', async () => {
    const onPathChange = jest.fn();
    const { user } = renderBrowser({ items: [], path: '/Gone/Deeper/', folderMissing: true, onPathChange });
    expect(screen.getByText('Folder not found')).toBeInTheDocument();
    expect(
      screen.getByText('There is no folder "/Gone/Deeper/". It may have been renamed, moved or deleted.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No files yet')).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search your files...')).not.toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Go to Home' });
    expect(home).toHaveAttribute('href', '/dashboard/my-files');
    await user.click(home);
    expect(onPathChange).toHaveBeenLastCalledWith('/');
  });

  it('selects the file the address names once loaded, and writes a single selected file back', async () => {
    const written: Array<string | null> = [];
    function Linked({ loading }: { loading: boolean }) {
      // The address names the file by its database id.
      const [linked, setLinked] = useState<string | null>(photo.databaseId);
      return (
        <FileBrowser
          view="own"
          items={loading ? [] : [report, photo, photos]}
          loading={loading}
          path="/"
          linkedFileId={linked}
          onLinkedFileChange={(id) => {
            written.push(id);
            setLinked(id);
          }}
        />
      );
    }
    const { user, rerender } = render(<Linked loading />);
    expect(useSelectionStore.getState().selected.size).toBe(0);
    rerender(<Linked loading={false} />);
    expect(screen.getByRole('checkbox', { name: 'Select beach.png' })).toBeChecked();
    expect(written).toEqual([]);

    await user.click(cardOf('report.pdf'));
    await user.click(cardOf('beach.png'));
    expect(written).toEqual([null, report.databaseId]);
    expect(screen.getByRole('checkbox', { name: 'Select report.pdf' })).toBeChecked();
  });

  it('says when the linked file is not in the folder', () => {
    renderBrowser({ linkedFileId: 'gone', onLinkedFileChange: jest.fn() });
    expect(screen.getByText('The linked file is no longer in this folder.')).toBeInTheDocument();
    expect(useSelectionStore.getState().selected.size).toBe(0);
  });

  it('sorts by the remembered choice and remembers a new one', async () => {
    useFileViewPreferencesStore.setState({ sort: 'date' });
    const older = fileItem({ name: 'alpha.txt', createdAt: '2024-01-01T00:00:00.000Z' });
    const newer = fileItem({ name: 'zulu.txt', createdAt: '2025-06-01T00:00:00.000Z' });
    const { user } = renderBrowser({ items: [older, newer] });
    const names = () => screen.getAllByTestId('item-name').map((el) => el.textContent);
    expect(names()).toEqual(['zulu.txt', 'alpha.txt']);
    await user.click(screen.getByLabelText('Sort by', { selector: 'input' }));
    await user.click(screen.getByRole('option', { name: 'Name' }));
    expect(names()).toEqual(['alpha.txt', 'zulu.txt']);
    expect(useFileViewPreferencesStore.getState().sort).toBe('name');
  });

  it('searches and filters; shows the no-match state', async () => {
    const { user } = renderBrowser();
    await user.type(screen.getByPlaceholderText('Search your files...'), 'REP');
    expect(screen.getAllByTestId('file-card')).toHaveLength(1);
    await user.clear(screen.getByPlaceholderText('Search your files...'));
    await user.type(screen.getByPlaceholderText('Search your files...'), 'zzz');
    expect(screen.getByText('No files match your current filters')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
  });

  it('shows the empty folder state', () => {
    renderBrowser({ items: [] });
    expect(screen.getByText('No files yet')).toBeInTheDocument();
    expect(screen.getByText('Upload files to get started.')).toBeInTheDocument();
  });

  it('shows loading and failure texts of each view', () => {
    const { rerender } = renderBrowser({ loading: true });
    expect(screen.getByText('Loading files...')).toBeInTheDocument();
    rerender(<FileBrowser view="own" items={[]} failed />);
    expect(screen.getByText('Failed to load files')).toBeInTheDocument();
    rerender(<FileBrowser view="shared" items={[]} loading />);
    expect(screen.getByText('Loading shared files...')).toBeInTheDocument();
    rerender(<FileBrowser view="shared" items={[]} failed />);
    expect(screen.getByText('Failed to load shared files')).toBeInTheDocument();
    rerender(<FileBrowser view="shared" items={[]} />);
    expect(screen.getByText('No files shared with you yet')).toBeInTheDocument();
    expect(screen.getByText('Files shared by others will appear here')).toBeInTheDocument();
  });

  it('lists Name, Size, Uploaded, Shared and Actions in list view', async () => {
    const { user } = renderBrowser();
    await user.click(screen.getByText('List view'));
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Selected',
      'Name',
      'Size',
      'Uploaded',
      'Shared',
      'Actions',
    ]);
    const row = screen.getAllByTestId('file-row').find((r) => within(r).queryByText('report.pdf'))!;
    expect(within(row).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(row).getByText('Mar 5, 2025')).toBeInTheDocument();
  });

  it('offers Download, Share, Versions, Rename, Move, Delete for files, and Share (a folder link) but no Download or Versions for folders', async () => {
    const actions = {
      onDownload: jest.fn(),
      onShare: jest.fn(),
      onVersions: jest.fn(),
      onRename: jest.fn(),
      onMove: jest.fn(),
      onDelete: jest.fn(),
    };
    const { user } = renderBrowser({ actions });

    await user.click(screen.getByRole('button', { name: 'Actions for report.pdf' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Download',
      'Share',
      'Versions',
      'Rename',
      'Move',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Versions' }));
    expect(actions.onVersions).toHaveBeenCalledWith(report);
    await user.click(screen.getByRole('button', { name: 'Actions for report.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(actions.onDelete).toHaveBeenCalledWith(report);
    // The menu does not toggle the card's selection.
    expect(useSelectionStore.getState().selected.size).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Actions for Photos' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Share', 'Rename', 'Move', 'Delete']);
  });

  it('in the shared view keeps Download only and hides Share, Versions, Delete, Upload and New Folder', async () => {
    const actions = {
      onDownload: jest.fn(),
      onShare: jest.fn(),
      onVersions: jest.fn(),
      onRename: jest.fn(),
      onMove: jest.fn(),
      onDelete: jest.fn(),
    };
    const { user } = render(
      <FileBrowser
        view="shared"
        items={[report]}
        actions={actions}
        onUpload={jest.fn()}
        onCreateFolder={jest.fn()}
        onShareSelected={jest.fn()}
        onDeleteSelected={jest.fn()}
      />,
    );
    await user.click(cardOf('report.pdf'));
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for report.pdf' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Download']);
  });

  it('shares and deletes the selection from the toolbar', async () => {
    const onShareSelected = jest.fn();
    const onDeleteSelected = jest.fn();
    const { user } = renderBrowser({ onShareSelected, onDeleteSelected, onUpload: jest.fn() });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(cardOf('report.pdf'));
    expect(screen.getAllByText('1 selected')).toHaveLength(2); // the select-all label and the toolbar count
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(onShareSelected).toHaveBeenCalledWith([report.id]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDeleteSelected).toHaveBeenCalledWith([report.id]);
  });

  it('creates a folder from the New Folder dialog with a trimmed name; Create is disabled while blank', async () => {
    const onCreateFolder = jest.fn(async () => {});
    const { user } = renderBrowser({ onCreateFolder });
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    const dialog = screen.getByRole('dialog', { name: 'New Folder' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Folder name/), '   ');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Folder name/), ' Trips {Enter}');
    expect(onCreateFolder).toHaveBeenCalledWith('Trips');
    expect(screen.queryByRole('dialog', { name: 'New Folder' })).not.toBeInTheDocument();
  });
});
