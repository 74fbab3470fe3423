import { useDecryptedItems } from './useDecryptedItems';
import { useEffect, useMemo } from 'react';
import { useQuery } from '@coffer/web-data-access';
import { toFileItem } from '../domain/to-file-item';
import { ROOT_PATH, pathCrumbs, type FileItem } from '../domain/file-item';
import {
  DASHBOARD_QUERY,
  FOLDER_PAGE_QUERY,
  MOVE_TARGETS_QUERY,
  PAGE_SIZE,
  STORAGE_USAGE_QUERY,
} from '../graphql/files';
import { prefetchedRecently } from '../prefetch';

/** Freshness. */
export const FILES_POLL_MS = 30_000;
export const STORAGE_POLL_MS = 60_000;
export { PAGE_SIZE };

/** Active queries to refetch after anything changes the user's files. */
export const FILE_QUERIES_TO_REFRESH = ['FolderPage', 'Dashboard', 'StorageUsage', 'MoveTargets'];
/** Deleting, restoring and purging change the trash (and the storage it holds) as well. */
export const TRASH_QUERIES_TO_REFRESH = [...FILE_QUERIES_TO_REFRESH, 'TrashPage'];

export interface PagedConnection {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Asks for the next page whenever the cached list says more follow (the pages merge in the cache). */
export function useRemainingPages(
  connection: PagedConnection | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
): void {
  const next = connection?.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
  useEffect(() => {
    if (next) void fetchMore({ variables: { after: next } }).catch(() => undefined);
  }, [next, fetchMore]);
}

/**
 * Every item of one folder (all pages), fresh for 30 s: shown from the cache, refreshed from the
 * network on mount (unless the app's start prefetched it moments ago) and polled every 30 s.
 */
export function useFolderItems(
  path: string,
  { skip = false } = {},
): { items: FileItem[]; loading: boolean; failed: boolean; complete: boolean } {
  // Decided once per folder: a later render must not turn the policy back and refetch.
  const fetchPolicy = useMemo(() => (prefetchedRecently(path) ? 'cache-first' : 'cache-and-network'), [path]);
  const { data, dataState, loading, error, fetchMore } = useQuery(FOLDER_PAGE_QUERY, {
    variables: { path, first: PAGE_SIZE, after: null },
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
    pollInterval: FILES_POLL_MS,
    skip,
  });
  const connection = dataState === 'complete' ? data.folder : undefined;
  useRemainingPages(connection, fetchMore);
  const items = useMemo(() => connection?.edges.map((e) => toFileItem(e.node)) ?? [], [connection]);
  return {
    items,
    loading: loading && !connection,
    failed: !!error && !connection,
    complete: !!connection && !connection.pageInfo.hasNextPage,
  };
}

/**
 * Whether a folder is missing (never created, or since renamed, moved or deleted). Listing a
 * missing folder answers an empty page, so only an empty listing needs the parent asked whether
 * it holds the folder; a missing parent holds nothing, so one level answers for the whole path.
 */
export function useFolderMissing(path: string, listedEmpty: boolean): { missing: boolean; checking: boolean } {
  const crumbs = pathCrumbs(path);
  const name = crumbs.at(-1)!.label;
  const parent = crumbs.at(-2)?.path ?? ROOT_PATH;
  const skip = path === ROOT_PATH || !listedEmpty;
  const { items, failed, complete } = useFolderItems(parent, { skip });
  if (skip || failed) return { missing: false, checking: false };
  if (!complete) return { missing: false, checking: true };
  return { missing: !items.some((item) => item.type === 'folder' && item.name === name), checking: false };
}

/** The Dashboard's figures, one query, fresh for 30 s. */
export function useDashboardSummary() {
  const { data, dataState, error } = useQuery(DASHBOARD_QUERY, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: FILES_POLL_MS,
  });
  const summary = dataState === 'complete' ? data.dashboard : null;
  const recent = useMemo(() => summary?.recentUploads.map((node) => toFileItem(node)) ?? [], [summary]);
  const decrypted = useDecryptedItems(recent);
  return { summary, recentUploads: summary ? decrypted : null, failed: !!error && !data };
}

/** Storage use, polled every 60 s (never refetched on focus). */
export function useStorageUsage() {
  const { data, dataState } = useQuery(STORAGE_USAGE_QUERY, {
    fetchPolicy: 'cache-first',
    pollInterval: STORAGE_POLL_MS,
  });
  return dataState === 'complete' ? data.storageUsage : null;
}

/** Every folder of the user (all pages), for the Move dialog; fetched while `active`. */
export function useMoveTargets(active: boolean) {
  const { data, dataState, loading, error, fetchMore } = useQuery(MOVE_TARGETS_QUERY, {
    variables: { first: PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    skip: !active,
  });
  const connection = dataState === 'complete' ? data.moveTargets : undefined;
  useRemainingPages(connection, fetchMore);
  const folders = useMemo(
    () =>
      connection?.edges.map(({ node }) => ({
        id: node.id,
        name: node.name,
        fullPath: node.fullPath ?? `${node.path}${node.name}/`,
      })) ?? [],
    [connection],
  );
  return {
    folders,
    loading: loading && !connection,
    failed: !!error && !connection,
    complete: !!connection && !connection.pageInfo.hasNextPage,
  };
}
