import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { liveConnectionOf, useApolloClient, useSubscription, type ApolloClient } from '@coffer/web-data-access';
import { toast } from '@coffer/web-ui';
import { ITEMS_CHANGED_SUBSCRIPTION, SHARE_RECEIVED_SUBSCRIPTION, SHARE_WITHDRAWN_SUBSCRIPTION } from '../graphql/live';

/** A subscription that failed (socket refused, server error) is tried again after this long. */
export const LIVE_RESUBSCRIBE_MS = 60_000;
/** itemsChanged events for one folder within this window cause one refetch. */
export const ITEMS_CHANGED_COALESCE_MS = 250;

/** The queries a received or withdrawn share makes stale: the badge and the Shared with Me list. */
const SHARE_QUERIES = new Set(['UnseenShares', 'SharedWithMe']);

/** Refetches the active queries that `pick` selects (inactive ones refetch when next shown). */
function refetchActive(
  client: ApolloClient,
  pick: (name: string | undefined, variables: Record<string, unknown>) => boolean,
) {
  void client
    .refetchQueries({
      include: 'active',
      onQueryUpdated: (query) =>
        pick(query.queryName, (query.variables ?? {}) as Record<string, unknown>) ? query.refetch() : false,
    })
    .catch(() => undefined);
}

/** Wording for who shared: the name, else the e-mail. */
export function shareReceivedMessage(fileName: string, sharedBy: { name: string; email: string } | null): string {
  const who = sharedBy ? sharedBy.name || sharedBy.email : 'Someone';
  return `${who} shared "${fileName}" with you.`;
}

/**
 * Live events of the signed-in layout: `shareReceived` refreshes the badge and the Shared with
 * Me list at once and says who shared what; `shareWithdrawn` refreshes them (a file no longer
 * shared leaves the list and the badge); `itemsChanged` refetches the folder on
 * screen (My Files, the Dashboard panel), the Dashboard figures and the Trash (items trashed,
 * restored or purged elsewhere). After the socket was lost
 * and came back, everything those events drive is refetched (events may have been missed).
 */
export function useLiveFileEvents(): void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const restarts = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const restartFns = useRef(new Map<string, () => void>());
  // A failed subscription (refused, or ended by the server) is tried again later; meanwhile the
  // badge and the lists keep polling (the socket is not 'connected').
  const retryLater = (key: string) => () => {
    clearTimeout(restarts.current.get(key));
    restarts.current.set(
      key,
      setTimeout(() => {
        restarts.current.delete(key);
        restartFns.current.get(key)?.();
      }, LIVE_RESUBSCRIBE_MS),
    );
  };

  const shares = useSubscription(SHARE_RECEIVED_SUBSCRIPTION, {
    ignoreResults: true,
    onData: ({ data }) => {
      const event = data.data?.shareReceived;
      if (!event) return;
      refetchActive(client, (name) => SHARE_QUERIES.has(name ?? ''));
      toast({
        title: 'New file shared with you',
        description: shareReceivedMessage(event.fileName, event.sharedBy),
        action: {
          label: 'View',
          onClick: () => {
            const base = window.location.pathname.startsWith('/app') ? '/app' : '/dashboard';
            void navigateRef.current(`${base}/shared`);
          },
        },
      });
    },
    onError: retryLater('shares'),
  });

  const withdrawn = useSubscription(SHARE_WITHDRAWN_SUBSCRIPTION, {
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data?.shareWithdrawn) refetchActive(client, (name) => SHARE_QUERIES.has(name ?? ''));
    },
    onError: retryLater('withdrawn'),
  });

  const items = useSubscription(ITEMS_CHANGED_SUBSCRIPTION, {
    variables: { path: null },
    ignoreResults: true,
    onData: ({ data }) => {
      const path = data.data?.itemsChanged.path;
      if (!path || pending.current.has(path)) return;
      pending.current.set(
        path,
        setTimeout(() => {
          pending.current.delete(path);
          refetchActive(
            client,
            (name, variables) =>
              (name === 'FolderPage' && variables['path'] === path) ||
              name === 'Dashboard' ||
              name === 'StorageUsage' ||
              name === 'TrashPage',
          );
        }, ITEMS_CHANGED_COALESCE_MS),
      );
    },
    onError: retryLater('items'),
  });
  restartFns.current.set('shares', shares.restart);
  restartFns.current.set('withdrawn', withdrawn.restart);
  restartFns.current.set('items', items.restart);

  // Back from a lost socket: catch up on what may have happened meanwhile.
  useEffect(
    () =>
      liveConnectionOf(client)?.onConnected((wasRetry) => {
        if (wasRetry)
          refetchActive(
            client,
            (name) =>
              SHARE_QUERIES.has(name ?? '') || name === 'FolderPage' || name === 'Dashboard' || name === 'TrashPage',
          );
      }),
    [client],
  );

  useEffect(() => {
    const timers = [pending.current, restarts.current];
    return () => {
      for (const map of timers) {
        for (const timer of map.values()) clearTimeout(timer);
        map.clear();
      }
    };
  }, []);
}
