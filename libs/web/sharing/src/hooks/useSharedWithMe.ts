import { useMemo } from 'react';
import { useLiveStatus, useQuery } from '@coffer/web-data-access';
import { FILES_POLL_MS, PAGE_SIZE, toFileItem, useRemainingPages, type FileItem } from '@coffer/web-files';
import { SHARED_WITH_ME_QUERY, UNSEEN_SHARES_QUERY } from '../graphql/sharing';

export const UNSEEN_POLL_MS = 60_000;
/** Active queries to refetch after anything changes what is shared with the user. */
export const SHARED_QUERIES_TO_REFRESH = ['SharedWithMe', 'UnseenShares'];

/**
 * The unseen count of the header badge. Live: `shareReceived` refetches it at once
 * (useLiveFileEvents); polled every 60 s only while the live socket is not connected.
 */
export function useUnseenSharesCount(): number {
  const live = useLiveStatus() === 'connected';
  const { data, dataState } = useQuery(UNSEEN_SHARES_QUERY, {
    fetchPolicy: 'cache-first',
    pollInterval: live ? 0 : UNSEEN_POLL_MS,
  });
  return dataState === 'complete' ? data.unseenShares.count : 0;
}

/** Every file shared with the user (all pages), with 'New', its owner and its link's token. */
export function useSharedWithMe(): { items: FileItem[]; loading: boolean; failed: boolean } {
  const { data, dataState, loading, error, fetchMore } = useQuery(SHARED_WITH_ME_QUERY, {
    variables: { first: PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval: FILES_POLL_MS,
  });
  const connection = dataState === 'complete' ? data.sharedWithMe : undefined;
  useRemainingPages(connection, fetchMore);
  const items = useMemo(
    () =>
      connection?.edges.map(({ node }) =>
        toFileItem(node.item, {
          isNew: node.isNew,
          requiresPassword: node.requiresPassword,
          shareToken: node.shareToken,
          ownerLabel: node.owner.name || node.owner.email,
          // The sharer's badges are not the recipient's business.
          sharedWithCount: 0,
          liveLinkScope: null,
          liveLinkUrl: null,
        }),
      ) ?? [],
    [connection],
  );
  return { items, loading: loading && !connection, failed: !!error && !connection };
}
