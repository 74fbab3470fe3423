import { useMemo } from 'react';
import { useQuery, useSubscription, type FileRequestFileFieldsFragment } from '@coffer/web-data-access';
import { useRemainingPages } from '@coffer/web-files';
import { toast } from '@coffer/web-ui';
import { FILE_REQUEST_QUERY, FILE_REQUESTS_QUERY, FILE_REQUEST_RECEIVED_SUBSCRIPTION } from '../graphql/file-requests';

export const REQUESTS_PAGE_SIZE = 50;
export const REQUEST_FILES_PAGE_SIZE = 100;

/** The owner's requests (every page), newest first. */
export function useFileRequests() {
  const { data, dataState, loading, error, fetchMore, refetch } = useQuery(FILE_REQUESTS_QUERY, {
    variables: { first: REQUESTS_PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const connection = dataState === 'complete' ? data.fileRequests : undefined;
  useRemainingPages(connection, fetchMore);
  const requests = useMemo(() => connection?.edges.map((e) => e.node) ?? [], [connection]);
  return { requests, loading: loading && !connection, failed: !!error && !connection, refetch };
}

/** One request and the files that arrived through it (every page). */
export function useFileRequest(id: string) {
  const { data, dataState, loading, error, fetchMore, refetch } = useQuery(FILE_REQUEST_QUERY, {
    variables: { id, first: REQUEST_FILES_PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const node = dataState === 'complete' && data.node?.__typename === 'FileRequest' ? data.node : undefined;
  useRemainingPages(node?.files, fetchMore);
  const files = useMemo(() => node?.files.edges.map((e) => e.node) ?? [], [node]);
  return {
    request: node ?? null,
    files,
    loading: loading && !data,
    missing: dataState === 'complete' && !node,
    failed: !!error && !data,
    refetch,
  };
}

/**
 * Files arriving through the owner's requests, live: the counts of the request come with the
 * event (the cache updates the list by itself); `onFile` hears each file.
 */
export function useFileRequestArrivals(onFile?: (requestId: string, file: FileRequestFileFieldsFragment) => void) {
  useSubscription(FILE_REQUEST_RECEIVED_SUBSCRIPTION, {
    ignoreResults: true,
    onData: ({ data }) => {
      const event = data.data?.fileRequestReceived;
      if (!event) return;
      onFile?.(event.fileRequest.id, event.file);
    },
  });
}

/** 'Ada sent "scan.pdf".' */
export function arrivalMessage(file: Pick<FileRequestFileFieldsFragment, 'name' | 'senderName' | 'senderEmail'>) {
  return `${file.senderName || file.senderEmail || 'Someone'} sent "${file.name}".`;
}

export const toastArrival = (file: Pick<FileRequestFileFieldsFragment, 'name' | 'senderName' | 'senderEmail'>) =>
  toast({ title: 'File received', description: arrivalMessage(file) });
