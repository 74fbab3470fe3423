import { Alert, Button, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from '@coffer/web-data-access';
import { SHARE_ACCESS_LOG_QUERY } from '../../graphql/share-access-log';

/** Entries per page of the log. */
export const ACCESS_LOG_PAGE_SIZE = 50;

export interface ShareAccessLogPanelProps {
  /** The link's global id (ShareLink.id). */
  linkId: string;
}

interface LoggedAccess {
  action: 'OPEN' | 'DOWNLOAD' | 'ZIP';
  files: ReadonlyArray<{ name: string }>;
}

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Opened the link', 'Downloaded report.pdf', 'Downloaded 3 files as a zip: a, b, c'. */
export function describeAccess({ action, files }: LoggedAccess): string {
  if (action === 'OPEN') return 'Opened the link';
  const names = files.map((f) => f.name);
  if (action === 'DOWNLOAD') return `Downloaded ${names.join(', ') || 'a file'}`;
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  return `Downloaded ${names.length} ${names.length === 1 ? 'file' : 'files'} as a zip${shown ? `: ${shown}` : ''}`;
}

/**
 * What happened through one of the owner's links, newest first: when, what, who (the visitor's
 * signed-in or code-verified address, else 'Anonymous'), from where (a coarse address) and the
 * browser. 'Show more' loads the next page.
 */
export function ShareAccessLogPanel({ linkId }: ShareAccessLogPanelProps) {
  const [loadingMore, setLoadingMore] = useState(false);
  const { data, dataState, error, fetchMore } = useQuery(SHARE_ACCESS_LOG_QUERY, {
    variables: { id: linkId, first: ACCESS_LOG_PAGE_SIZE, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const log = dataState === 'complete' && data.node?.__typename === 'ShareLink' ? data.node.accessLog : undefined;

  if (!log) {
    if (error) return <Alert color="red">Could not load the access log. {error.message}</Alert>;
    if (dataState === 'complete') return <Text c="dimmed">This link is gone.</Text>;
    return <Loader size="sm" aria-label="Loading the access log" />;
  }
  if (log.edges.length === 0) return <Text c="dimmed">Nobody has opened this link yet.</Text>;

  const showMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: log.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.node?.__typename === 'ShareLink' ? previous.node : undefined;
          const next = fetchMoreResult.node?.__typename === 'ShareLink' ? fetchMoreResult.node : undefined;
          if (!before || !next) return fetchMoreResult;
          return {
            ...fetchMoreResult,
            node: {
              ...next,
              accessLog: { ...next.accessLog, edges: [...before.accessLog.edges, ...next.accessLog.edges] },
            },
          };
        },
      });
    } catch {
      // The app's error link has told the owner; the page shown stays.
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {log.totalCount} {log.totalCount === 1 ? 'entry' : 'entries'}. Addresses are shortened (the last part left out);
        entries are deleted after a while.
      </Text>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing={4} fz="xs" aria-label="Access log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Where</Table.Th>
              <Table.Th>Browser</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.edges.map(({ cursor, node }) => (
              <Table.Tr key={cursor}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{WHEN.format(new Date(node.at))}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{describeAccess(node)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{node.visitorEmail ?? 'Anonymous'}</Table.Td>
                <Table.Td ff="monospace">{node.clientAddress ?? 'Unknown'}</Table.Td>
                <Table.Td>
                  <Text size="xs" lineClamp={2} title={node.userAgent ?? undefined}>
                    {node.userAgent ?? 'Unknown'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {log.pageInfo.hasNextPage && (
        <Button variant="default" size="xs" loading={loadingMore} onClick={() => void showMore()}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
