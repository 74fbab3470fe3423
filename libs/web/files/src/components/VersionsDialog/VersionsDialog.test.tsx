import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { createCache } from '@coffer/web-data-access';
import { useToastStore } from '@coffer/web-ui';
import { render, screen, waitFor, within } from '@coffer/web-testing';
import { VERSIONS_TEXTS, formatDateTime } from '../../domain/versions';
import { DELETE_VERSION_MUTATION, FILE_VERSIONS_QUERY, RESTORE_VERSION_MUTATION } from '../../graphql/versions';
import { fileItem } from '../../testing/file-items';
import { VersionsDialog } from './VersionsDialog';

// A mutation, its refetch and the re-render can take a while on a busy machine.
const ROUND_TRIP = { timeout: 5000 };
const ME = 'user-1';
const FIRST = '2026-03-01T09:00:00.000Z';
const SECOND = '2026-03-02T15:30:00.000Z';

interface Version {
  id: string;
  size: number;
  uploadedAt: string;
  uploadedBy?: string | null;
}

const versionsResult = (size: number, versions: Version[]) => ({
  data: {
    me: { __typename: 'User' as const, id: 'VXNlcjptZQ', databaseId: ME },
    item: {
      __typename: 'Item' as const,
      id: 'f1',
      name: 'a.txt',
      size,
      mimeType: 'text/plain',
      updatedAt: '2026-03-03T08:00:00.000Z',
      versions: {
        __typename: 'FileVersionConnection' as const,
        totalCount: versions.length,
        pageInfo: { __typename: 'PageInfo' as const, endCursor: null, hasNextPage: false },
        edges: versions.map((v) => ({
          __typename: 'FileVersionEdge' as const,
          node: {
            __typename: 'FileVersion' as const,
            id: v.id,
            size: v.size,
            mimeType: 'text/plain',
            originalName: 'a.txt',
            uploadedBy: v.uploadedBy === undefined ? ME : v.uploadedBy,
            uploadedAt: v.uploadedAt,
            replacedAt: v.uploadedAt,
            downloadUrl: `/api/files/f1/versions/${v.id}/download`,
          },
        })),
      },
    },
  },
});

const versionsQuery = (size: number, versions: Version[]): MockLink.MockedResponse => ({
  request: { query: FILE_VERSIONS_QUERY, variables: { id: 'f1', first: 200, after: null } },
  result: versionsResult(size, versions),
});

function renderDialog(mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={createCache()}>
      <ModalsProvider>{children}</ModalsProvider>
    </MockedProvider>
  );
  return render(<VersionsDialog item={fileItem({ id: 'f1', name: 'a.txt', size: 2048 })} onClose={jest.fn()} />, {
    wrapper,
  });
}

const rows = () => screen.queryAllByTestId('version-row');

describe(VersionsDialog.name, () => {
  beforeEach(() => useToastStore.getState().remove());

  it('shows the current version first, then the earlier ones with who uploaded them', async () => {
    renderDialog([
      versionsQuery(2048, [
        { id: 'v2', size: 1536, uploadedAt: SECOND },
        { id: 'v1', size: 10, uploadedAt: FIRST, uploadedBy: null },
      ]),
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Versions of a.txt' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(VERSIONS_TEXTS.loading);
    expect(await within(dialog).findByTestId('current-version')).toHaveTextContent('Current version2.0 KB');
    expect(within(dialog).getByText('Earlier versions (2)')).toBeInTheDocument();
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining(`Uploaded ${formatDateTime(SECOND)}1.5 KB · by You`),
      expect.stringContaining(`Uploaded ${formatDateTime(FIRST)}10 B · by a deleted account`),
    ]);
  });

  it('restores a version without asking, says which, and shows the refreshed list', async () => {
    const restore: MockLink.MockedResponse = {
      request: { query: RESTORE_VERSION_MUTATION, variables: { fileId: 'f1', versionId: 'v1' } },
      result: {
        data: {
          versionRestore: {
            __typename: 'VersionRestorePayload' as const,
            item: {
              ...fileItem({ id: 'f1', name: 'a.txt', size: 10 }),
              __typename: 'Item' as const,
              type: 'FILE',
              fullPath: null,
              downloadUrl: null,
              liveLinkScope: null,
              liveLinkUrl: null,
              shareUrl: null,
              updatedAt: '2026-03-04T08:00:00.000Z',
              isNew: undefined,
            },
            userErrors: [],
          },
        },
      },
    };
    const { user } = renderDialog([
      versionsQuery(2048, [{ id: 'v1', size: 10, uploadedAt: FIRST }]),
      restore,
      versionsQuery(10, [{ id: 'v3', size: 2048, uploadedAt: SECOND }]),
    ]);
    await user.click(await screen.findByRole('button', { name: `Restore the version of ${formatDateTime(FIRST)}` }));
    await waitFor(
      () =>
        expect(useToastStore.getState().toasts.map((t) => t.title)).toContain(
          `Restored the version of ${formatDateTime(FIRST)}`,
        ),
      ROUND_TRIP,
    );
    await waitFor(() => expect(screen.getByTestId('current-version')).toHaveTextContent('10 B'), ROUND_TRIP);
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining(`Uploaded ${formatDateTime(SECOND)}2.0 KB`),
    ]);
  });

  it('deletes a version only after the confirmation, then shows the empty state', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: DELETE_VERSION_MUTATION, variables: { fileId: 'f1', versionId: 'v1' } },
      result: {
        data: {
          versionDelete: { __typename: 'VersionDeletePayload' as const, deletedVersionId: 'v1', userErrors: [] },
        },
      },
    };
    const { user } = renderDialog([
      versionsQuery(2048, [{ id: 'v1', size: 10, uploadedAt: FIRST }]),
      remove,
      versionsQuery(2048, []),
    ]);
    await user.click(await screen.findByRole('button', { name: `Delete the version of ${formatDateTime(FIRST)}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete version' });
    expect(confirm).toHaveTextContent(VERSIONS_TEXTS.deleteQuestion);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete version' })).not.toBeInTheDocument());
    expect(rows()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `Delete the version of ${formatDateTime(FIRST)}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete version' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByTestId('versions-empty', {}, ROUND_TRIP)).toHaveTextContent(VERSIONS_TEXTS.empty);
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('Version deleted');
  });

  it('says so when the versions cannot be loaded', async () => {
    renderDialog([
      {
        request: { query: FILE_VERSIONS_QUERY, variables: { id: 'f1', first: 200, after: null } },
        error: new Error('boom'),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(VERSIONS_TEXTS.failed);
  });
});
