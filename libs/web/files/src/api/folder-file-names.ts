import type { ApolloClient, FolderPageQuery } from '@coffer/web-data-access';
import { FOLDER_PAGE_QUERY } from '../graphql/files';
import { PAGE_SIZE } from '../hooks/useFileQueries';

/**
 * The names of the files (not folders) directly in `path`, every page, fresh from the server.
 * Read past the cache: the listing on screen may be older than the upload about to start.
 */
export async function folderFileNames(client: ApolloClient, path: string): Promise<Set<string>> {
  const names = new Set<string>();
  let after: string | null = null;
  for (;;) {
    const result: ApolloClient.QueryResult<FolderPageQuery> = await client.query({
      query: FOLDER_PAGE_QUERY,
      variables: { path, first: PAGE_SIZE, after },
      fetchPolicy: 'no-cache',
    });
    const folder = result.data?.folder;
    if (!folder) return names;
    for (const { node } of folder.edges) if (node.type === 'FILE') names.add(node.name.normalize('NFC'));
    if (!folder.pageInfo.hasNextPage || !folder.pageInfo.endCursor) return names;
    after = folder.pageInfo.endCursor;
  }
}
