import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { SKIP_SESSION_EXPIRY, type ApolloClient } from '@coffer/web-data-access';
import { decodeFolderPath, myFilesBaseOf } from './domain/folder-url';
import { FOLDER_PAGE_QUERY, PAGE_SIZE } from './graphql/folder-page';

export { FOLDER_PAGE_QUERY };
export type FolderPageVariables = VariablesOf<typeof FOLDER_PAGE_QUERY>;
export type FolderPage = ResultOf<typeof FOLDER_PAGE_QUERY>;

/** How long a prefetched page counts as fresh enough for the folder view not to ask again. */
export const PREFETCH_FRESH_MS = 10_000;

let answered: { path: string; at: number } | null = null;

/** The first page the folder view of a My Files address asks for; null on other screens. */
export function folderPageOf(pathname: string): FolderPageVariables | null {
  const base = myFilesBaseOf(pathname);
  const path = base ? decodeFolderPath(pathname.slice(base.length)) : null;
  return path === null ? null : { path, first: PAGE_SIZE, after: null };
}

/**
 * Asks for the first page of the folder a My Files address names as the app starts, alongside
 * the session check instead of after it, so a folder opened by its address (a bookmark, a
 * reload) paints one round trip sooner. The answer lands in the cache the folder view reads.
 * Signed out, the request is refused and ignored: the session check decides where to go.
 */
export function prefetchFolderOf(client: ApolloClient, pathname: string): void {
  const variables = folderPageOf(pathname);
  if (!variables) return;
  client
    .query({ query: FOLDER_PAGE_QUERY, variables, context: { [SKIP_SESSION_EXPIRY]: true } })
    .then(({ data }) => {
      if (data) answered = { path: variables.path, at: Date.now() };
    })
    .catch(() => undefined);
}

/**
 * Writes a folder's first page that arrived with the page itself (the server rendered the
 * folder) into the cache, where the folder view reads it as it would a prefetched one.
 */
export function seedFolderPage(client: ApolloClient, variables: FolderPageVariables, data: FolderPage): void {
  client.writeQuery({ query: FOLDER_PAGE_QUERY, variables, data });
  answered = { path: variables.path, at: Date.now() };
}

/**
 * Whether the prefetch answered this folder's first page moments ago: the folder view then
 * reads it from the cache instead of asking the server again as it mounts (the page of a large
 * folder is the costliest answer of the start, for the server and for the cache writing it).
 */
export function prefetchedRecently(path: string, now = Date.now()): boolean {
  return answered?.path === path && now - answered.at < PREFETCH_FRESH_MS;
}
