import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@coffer/web-data-access';
import { groupHitsByFolder, toSearchHit, type SearchGroup, type SearchHit } from '../domain/search-hits';
import { ITEM_SEARCH_QUERY } from '../graphql/search';
import { useDecryptedItems } from './useDecryptedItems';

/** Typing pauses this long before the search is asked. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Hits per page: a dropdown's worth; "Show more" asks for the next. */
export const SEARCH_PAGE_SIZE = 20;
/** The server's longest search text. */
export const SEARCH_MAX_LENGTH = 255;

export interface ItemSearch {
  /** The text the shown hits answer (trimmed); '' before anything is searched. */
  query: string;
  /** The hits in the server's order (best first) and grouped by folder. */
  hits: SearchHit[];
  groups: SearchGroup[];
  /** The typed text has no answer yet (typing, or its first page is on its way). */
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  showMore: () => Promise<void>;
}

/**
 * The account-wide name search of `text`, asked once typing pauses. Only the answer to the text
 * now asked is shown: a late answer to an earlier text belongs to other variables and never
 * reaches the result. The pages live in the Apollo cache (merged by the `search` field policy).
 */
export function useItemSearch(text: string): ItemSearch {
  const typed = text.trim().slice(0, SEARCH_MAX_LENGTH);
  const [query] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const skip = query === '';
  const { data, dataState, loading, error, fetchMore } = useQuery(ITEM_SEARCH_QUERY, {
    variables: { query, first: SEARCH_PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    skip,
  });
  const connection = !skip && dataState === 'complete' ? data.search : undefined;
  const found = useMemo(() => connection?.edges.map((edge) => toSearchHit(edge.node)) ?? [], [connection]);
  const hits = useDecryptedItems(found);
  const groups = useMemo(() => groupHitsByFolder(hits), [hits]);
  const [loadingMore, setLoadingMore] = useState(false);
  const endCursor = connection?.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;

  const showMore = useCallback(async () => {
    if (!endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: endCursor } });
    } catch {
      // The error link has already told the user; the hits shown stay.
    } finally {
      setLoadingMore(false);
    }
  }, [endCursor, fetchMore]);

  return {
    query: connection ? query : '',
    hits,
    groups,
    loading: typed !== '' && (typed !== query || (loading && !connection)),
    failed: !skip && typed === query && !!error && !connection,
    hasMore: !!endCursor,
    loadingMore,
    showMore,
  };
}
