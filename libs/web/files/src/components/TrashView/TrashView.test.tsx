import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { createCache } from '@coffer/web-data-access';
import { useToastStore } from '@coffer/web-ui';
import { render, screen, waitFor, within } from '@coffer/web-testing';
import { STORAGE_USAGE_QUERY } from '../../graphql/files';
import {
  EMPTY_TRASH_MUTATION,
  PURGE_ITEMS_MUTATION,
  RESTORE_ITEMS_MUTATION,
  TRASH_PAGE_QUERY,
} from '../../graphql/trash';
import { PAGE_SIZE } from '../../hooks/useFileQueries';
import { TrashView } from './TrashView';

const DAY_MS = 24 * 60 * 60 * 1000;
// A mutation, its refetches and the re-render can take a while on a busy machine.
const ROUND_TRIP = { timeout: 5000 };

interface Entry {
  id: string;
  type?: 'FILE' | 'FOLDER';
  name: string;
  path?: string;
  totalBytes?: number;
  itemCount?: number;
  daysLeft?: number;
}

const node = ({ id, type = 'FILE', name, path = '/', totalBytes = 2048, itemCount = 1, daysLeft = 30 }: Entry) => ({
  __typename: 'TrashEntry' as const,
  trashedAt: '2025-03-05T12:00:00.000Z',
  expiresAt: new Date(Date.now() + daysLeft * DAY_MS - 60_000).toISOString(),
  totalBytes,
  itemCount,
  item: {
    __typename: 'Item' as const,
    id,
    type,
    name,
    path,
    mimeType: type === 'FILE' ? 'application/pdf' : null,
    size: type === 'FILE' ? totalBytes : null,
  },
});

function page(
  entries: Entry[],
  {
    after = null,
    next = null,
    total = entries.length,
  }: { after?: string | null; next?: string | null; total?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: TRASH_PAGE_QUERY, variables: { first: PAGE_SIZE, after } },
    result: {
      data: {
        trash: {
          __typename: 'TrashConnection' as const,
          totalCount: total,
          pageInfo: { __typename: 'PageInfo' as const, endCursor: next, hasNextPage: next !== null },
          edges: entries.map((entry) => ({
            __typename: 'TrashEntryEdge' as const,
            cursor: `c-${entry.id}`,
            node: node(entry),
          })),
        },
      },
    },
  };
}

const storage: MockLink.MockedResponse = {
  request: { query: STORAGE_USAGE_QUERY },
  result: {
    data: {
      storageUsage: {
        __typename: 'StorageUsage' as const,
        used: 4096,
        total: 1e9,
        trashBytes: 4096,
        trashRetentionDays: 30,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const report: Entry = { id: 'f1', name: 'report.pdf', path: '/Projects/', totalBytes: 1536 };
const docs: Entry = { id: 'd1', type: 'FOLDER', name: 'Docs', path: '/', totalBytes: 2048, itemCount: 4, daysLeft: 2 };
const notes: Entry = { id: 'f2', name: 'notes.pdf', path: '/', totalBytes: 10 };

function renderTrash(mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={[storage, ...mocks]} cache={createCache()}>
      <ModalsProvider>{children}</ModalsProvider>
    </MockedProvider>
  );
  return render(<TrashView />, { route: '/dashboard/trash', wrapper });
}

const rowOf = (name: string) => screen.getAllByTestId('trash-row').find((row) => within(row).queryByText(name))!;
const names = () => screen.queryAllByTestId('trash-name').map((n) => n.textContent);
const lastToast = () => useToastStore.getState().toasts[0];

describe(TrashView.name, () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('lists every page of the trash with location, date, size and days left', async () => {
    renderTrash([page([report, docs], { next: 'c-d1', total: 3 }), page([notes], { after: 'c-d1', total: 3 })]);
    await waitFor(() => expect(names()).toEqual(['report.pdf', 'Docs', 'notes.pdf']), ROUND_TRIP);
    const reportRow = rowOf('report.pdf');
    expect(within(reportRow).getByTestId('trash-location')).toHaveTextContent('/Projects');
    expect(within(reportRow).getByTestId('trash-size')).toHaveTextContent('1.5 KB');
    expect(within(reportRow).getByTestId('trash-days-left')).toHaveTextContent('30 days left');
    expect(within(reportRow).getByText('Mar 5, 2025')).toBeInTheDocument();
    const docsRow = rowOf('Docs');
    expect(within(docsRow).getByTestId('trash-location')).toHaveTextContent('My Files');
    expect(within(docsRow).getByTestId('trash-size')).toHaveTextContent('2.0 KB · 3 items');
    expect(within(docsRow).getByTestId('trash-days-left')).toHaveTextContent('2 days left');
    // Close to deletion: marked; far from it: not.
    expect(within(docsRow).getByTestId('trash-days-left')).toHaveAttribute('data-soon', 'true');
    expect(within(reportRow).getByTestId('trash-days-left')).not.toHaveAttribute('data-soon');
    expect(docsRow.querySelector('[data-kind="folder"]')).not.toBeNull();
    expect(reportRow.querySelector('[data-kind="pdf"]')).not.toBeNull();
    // The phone's line under the name carries the same facts.
    expect(within(reportRow).getByTestId('trash-row-details')).toHaveTextContent(
      'From /Projects · 1.5 KB · 30 days left',
    );
    expect(
      await screen.findByText('Items you deleted. Each is deleted for good 30 days after you deleted it.'),
    ).toBeInTheDocument();
  });

  it('says when the trash is empty and how long deleted items stay', async () => {
    renderTrash([page([])]);
    expect(await screen.findByText('Trash is empty')).toBeInTheDocument();
    expect(
      await screen.findByText('Deleted items stay here for 30 days before they are deleted for good.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empty trash' })).toBeDisabled();
  });

  it('shows loading, then the failure', async () => {
    renderTrash([
      {
        request: { query: TRASH_PAGE_QUERY, variables: { first: PAGE_SIZE, after: null } },
        error: new Error('down'),
        delay: 20,
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading trash...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the trash');
    expect(screen.queryByText('Trash is empty')).not.toBeInTheDocument();
  });

  it('restores an entry, says where it went under which name, and refreshes the list', async () => {
    const restore: MockLink.MockedResponse = {
      request: { query: RESTORE_ITEMS_MUTATION, variables: { ids: ['f1'] } },
      result: {
        data: {
          itemsRestore: {
            __typename: 'ItemsRestorePayload' as const,
            items: [
              { __typename: 'Item' as const, id: 'f1', type: 'FILE', name: 'report (1).pdf', path: '/Projects/' },
            ],
            userErrors: [],
          },
        },
      },
    };
    const { user } = renderTrash([page([report, notes]), restore, page([notes])]);
    await waitFor(() => expect(names()).toEqual(['report.pdf', 'notes.pdf']), ROUND_TRIP);
    await user.click(screen.getByRole('button', { name: 'Restore report.pdf' }));
    await waitFor(() => expect(names()).toEqual(['notes.pdf']), ROUND_TRIP);
    await waitFor(
      () =>
        expect(lastToast()).toMatchObject({
          title: 'Restored',
          description: '"report.pdf" is back in /Projects as "report (1).pdf".',
        }),
      ROUND_TRIP,
    );
  });

  it('deletes an entry forever only after a confirmation that says it is final', async () => {
    const purge: MockLink.MockedResponse = {
      request: { query: PURGE_ITEMS_MUTATION, variables: { ids: ['d1'] } },
      result: {
        data: { itemsPurge: { __typename: 'ItemsPurgePayload' as const, deletedItemIds: ['d1'], userErrors: [] } },
      },
    };
    const { user } = renderTrash([page([report, docs]), purge, page([report])]);
    await waitFor(() => expect(names()).toEqual(['report.pdf', 'Docs']), ROUND_TRIP);
    await user.click(screen.getByRole('button', { name: 'Delete Docs forever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete forever' });
    expect(
      within(dialog).getByText('Delete folder "Docs" and all its contents forever? This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(names()).toEqual(['report.pdf', 'Docs']);

    await user.click(screen.getByRole('button', { name: 'Delete Docs forever' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete forever' })).getByRole('button', {
        name: 'Delete forever',
      }),
    );
    await waitFor(() => expect(names()).toEqual(['report.pdf']), ROUND_TRIP);
    await waitFor(
      () =>
        expect(lastToast()).toMatchObject({ title: 'Deleted forever', description: '"Docs" was deleted for good.' }),
      ROUND_TRIP,
    );
  });

  it('selects all and restores or deletes the selection in bulk', async () => {
    const restore: MockLink.MockedResponse = {
      request: { query: RESTORE_ITEMS_MUTATION, variables: { ids: ['f1', 'f2'] } },
      result: {
        data: {
          itemsRestore: {
            __typename: 'ItemsRestorePayload' as const,
            items: [
              { __typename: 'Item' as const, id: 'f1', type: 'FILE', name: 'report.pdf', path: '/Projects/' },
              { __typename: 'Item' as const, id: 'f2', type: 'FILE', name: 'notes.pdf', path: '/' },
            ],
            userErrors: [],
          },
        },
      },
    };
    const { user } = renderTrash([page([report, notes]), restore, page([])]);
    await waitFor(() => expect(names()).toEqual(['report.pdf', 'notes.pdf']), ROUND_TRIP);
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select report.pdf' }));
    expect(screen.getByRole('checkbox', { name: '1 selected' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: '1 selected' }));
    expect(screen.getByRole('checkbox', { name: 'Select notes.pdf' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete forever' });
    expect(within(dialog).getByText('Delete 2 items forever? This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Trash is empty', {}, ROUND_TRIP)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(lastToast()).toMatchObject({
          title: '2 items restored',
          description: '"report.pdf" is back in /Projects. "notes.pdf" is back in My Files.',
        }),
      ROUND_TRIP,
    );
  });

  it('empties the trash after a confirmation that says it is final', async () => {
    const empty: MockLink.MockedResponse = {
      request: { query: EMPTY_TRASH_MUTATION },
      result: {
        data: { trashEmpty: { __typename: 'TrashEmptyPayload' as const, deletedFileCount: 5, userErrors: [] } },
      },
    };
    const { user } = renderTrash([page([report, docs]), empty, page([])]);
    await waitFor(() => expect(names()).toEqual(['report.pdf', 'Docs']), ROUND_TRIP);
    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Empty trash' });
    expect(
      within(dialog).getByText('Delete all 2 items in the trash forever? This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Empty trash' }));
    expect(await screen.findByText('Trash is empty', {}, ROUND_TRIP)).toBeInTheDocument();
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Trash emptied' }), ROUND_TRIP);
  });

  it('says when restoring fails and keeps the entry', async () => {
    const restore: MockLink.MockedResponse = {
      request: { query: RESTORE_ITEMS_MUTATION, variables: { ids: ['f1'] } },
      error: new Error('boom'),
    };
    const { user } = renderTrash([page([report]), restore]);
    await waitFor(() => expect(names()).toEqual(['report.pdf']), ROUND_TRIP);
    await user.click(screen.getByRole('button', { name: 'Restore report.pdf' }));
    await waitFor(
      () => expect(lastToast()).toMatchObject({ title: 'Failed to restore', variant: 'destructive' }),
      ROUND_TRIP,
    );
    expect(names()).toEqual(['report.pdf']);
  });
});
