import { render, screen, within } from '@coffer/web-testing';
import { fileItem } from '../../testing/file-items';
import { RecentUploads } from './RecentUploads';

describe(RecentUploads.name, () => {
  it('lists each upload with size, date and folder, linking to its folder with the file selected', () => {
    // Links name the file by its database id (what uploads answer too).
    const nested = fileItem({
      id: 'Item-f1',
      databaseId: 'f1',
      name: 'minutes.txt',
      path: '/Projects/2024 Q1/',
      size: 2048,
      createdAt: '2025-03-05T12:00:00.000Z',
    });
    const top = fileItem({
      id: 'Item-f2',
      databaseId: 'f2',
      name: 'tiny.txt',
      path: '/',
      size: 39,
      createdAt: '2025-03-04T12:00:00.000Z',
    });
    render(<RecentUploads items={[nested, top]} />);
    const list = screen.getByRole('list', { name: 'Recent Uploads' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'minutes.txt' })).toHaveAttribute(
      'href',
      '/dashboard/my-files/Projects/2024%20Q1?file=f1',
    );
    expect(first).toHaveTextContent('2.0 KB · Mar 5, 2025 · Projects / 2024 Q1');
    expect(within(second!).getByRole('link', { name: 'tiny.txt' })).toHaveAttribute(
      'href',
      '/dashboard/my-files?file=f2',
    );
    expect(second).toHaveTextContent('39 B · Mar 4, 2025 · Home');
  });

  it('says when there is nothing yet, and shows placeholders while loading', () => {
    const { rerender } = render(<RecentUploads items={[]} />);
    expect(screen.getByText('No uploads yet. Files you upload will appear here.')).toBeInTheDocument();
    rerender(<RecentUploads items={null} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Uploads' })).toBeInTheDocument();
  });
});
