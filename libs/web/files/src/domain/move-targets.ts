import { folderFullPath } from './file-item';

export interface MoveTargetFolder {
  id: string;
  name: string;
  /** The folder's own full path ('/A/B/'). */
  fullPath: string;
}

export interface MovedItem {
  id: string;
  type: 'file' | 'folder';
  name: string;
  path: string;
}

/**
 * Move dialog: every folder but the item itself and, for a folder, its descendants;
 * `search` matches a folder's name or full path, case-insensitively.
 */
export function moveTargetsFor(
  item: MovedItem,
  folders: readonly MoveTargetFolder[],
  search: string,
): MoveTargetFolder[] {
  const own = item.type === 'folder' ? folderFullPath(item) : null;
  return foldersMatching(
    folders.filter((folder) => folder.id !== item.id && (own === null || !folder.fullPath.startsWith(own))),
    search,
  );
}

/** The folders whose name or full path contains `search`, case-insensitively (all for an empty one). */
export function foldersMatching(folders: readonly MoveTargetFolder[], search: string): MoveTargetFolder[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...folders];
  return folders.filter(
    (folder) => folder.name.toLowerCase().includes(needle) || folder.fullPath.toLowerCase().includes(needle),
  );
}

/** 'Root Directory' matches a search for it, and an empty search. */
export function rootMatches(search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || 'root directory'.includes(needle) || needle === '/';
}
