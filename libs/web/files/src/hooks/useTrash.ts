import { useMemo } from 'react';
import { useQuery } from '@coffer/web-data-access';
import type { TrashEntry } from '../domain/trash';
import { TRASH_PAGE_QUERY } from '../graphql/trash';
import { FILES_POLL_MS, PAGE_SIZE, useRemainingPages } from './useFileQueries';

/** Every entry of the trash (all pages), newest first, fresh for 30 s. */
export function useTrashEntries(): {
  entries: TrashEntry[];
  totalCount: number;
  loading: boolean;
  failed: boolean;
  complete: boolean;
} {
  const { data, dataState, loading, error, fetchMore } = useQuery(TRASH_PAGE_QUERY, {
    variables: { first: PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: FILES_POLL_MS,
  });
  const connection = dataState === 'complete' ? data.trash : undefined;
  useRemainingPages(connection, fetchMore);
  const entries = useMemo(
    () =>
      connection?.edges.map(({ node }) => ({
        id: node.item.id,
        type: node.item.type === 'FOLDER' ? ('folder' as const) : ('file' as const),
        name: node.item.name,
        path: node.item.path,
        mimeType: node.item.mimeType ?? null,
        trashedAt: node.trashedAt,
        expiresAt: node.expiresAt,
        totalBytes: node.totalBytes,
        itemCount: node.itemCount,
      })) ?? [],
    [connection],
  );
  return {
    entries,
    totalCount: connection?.totalCount ?? 0,
    loading: loading && !connection,
    failed: !!error && !connection,
    complete: !!connection && !connection.pageInfo.hasNextPage,
  };
}
