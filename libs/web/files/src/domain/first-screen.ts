import type { FolderPage } from '../prefetch';
import { DEFAULT_FILE_VIEW } from '../view-preferences';
import { sortItems } from './filter-sort';
import { toFileItem } from './to-file-item';

/**
 * The cards the server renders of a folder (two rows of the widest grid): it cannot measure the
 * screen, and every card more is markup to send and images to fetch before the first paint.
 */
export const FIRST_SCREEN_ITEMS = 12;

/**
 * A folder's page cut to the items the server's render shows, the first in the default order:
 * writing a page of 200 into a cache to show a dozen was most of a render's time.
 */
export function firstScreenPage(page: FolderPage): FolderPage {
  const edges = page.folder.edges;
  if (edges.length <= FIRST_SCREEN_ITEMS) return page;
  const byId = new Map(edges.map((edge) => [edge.node.id, edge]));
  const first = sortItems(
    edges.map((edge) => toFileItem(edge.node)),
    DEFAULT_FILE_VIEW.sort,
  ).slice(0, FIRST_SCREEN_ITEMS);
  return { folder: { ...page.folder, edges: first.map((item) => byId.get(item.id)!) } };
}
