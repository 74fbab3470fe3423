import { render, screen } from '@coffer/web-testing';
import { SummaryCards } from '../SummaryCards/SummaryCards';
import { TrashUsage } from './TrashUsage';

describe(TrashUsage.name, () => {
  it('says how much the trash holds and links to it under the prefix in use', () => {
    const { unmount } = render(<TrashUsage bytes={12.3 * 1024 * 1024} />, { route: '/dashboard/my-files' });
    expect(screen.getByRole('link', { name: 'Trash: 12.3 MB' })).toHaveAttribute('href', '/dashboard/trash');
    unmount();
    render(<TrashUsage bytes={2048} />, { route: '/app/shared' });
    expect(screen.getByRole('link', { name: 'Trash: 2.0 KB' })).toHaveAttribute('href', '/app/trash');
  });

  it('shows nothing while the trash is empty', () => {
    render(<TrashUsage bytes={0} />);
    expect(screen.queryByTestId('trash-usage')).not.toBeInTheDocument();
  });

  it("sits in the Dashboard's storage card when the trash holds anything", () => {
    const stats = { totalFiles: 3, sharedFiles: 0, storageUsed: 4096, storageTotal: 1e9 };
    const { rerender } = render(<SummaryCards stats={{ ...stats, trashBytes: 0 }} />);
    expect(screen.queryByTestId('trash-usage')).not.toBeInTheDocument();
    rerender(<SummaryCards stats={{ ...stats, trashBytes: 1536 }} />);
    expect(screen.getByRole('link', { name: 'Trash: 1.5 KB' })).toHaveAttribute('href', '/dashboard/trash');
  });
});
