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
  const needle = search.trim().toLowerCase();
  return folders.filter((folder) => {
    if (folder.id === item.id) return false;
    if (own !== null && folder.fullPath.startsWith(own)) return false;
    if (needle === '') return true;
    return folder.name.toLowerCase().includes(needle) || folder.fullPath.toLowerCase().includes(needle);
  });
}

/** 'Root Directory' matches a search for it, and an empty search. */
export function rootMatches(search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || 'root directory'.includes(needle) || needle === '/';
}
