import type { FileItem } from '@coffer/web-files';

/** The server's limit on the files of one set link. */
export const MAX_SET_FILES = 1000;

/**
 * What sharing a selection does: one item gets its own Share dialog (a file link, or a folder
 * link); several become one set link of the selected files, and folders are left out (a folder
 * is shared on its own, with a folder link).
 */
export type BulkSharePlan =
  { kind: 'single'; item: FileItem } | { kind: 'set'; files: FileItem[]; folders: FileItem[]; encrypted: number };

export function bulkSharePlan(selected: readonly FileItem[]): BulkSharePlan {
  if (selected.length === 1) return { kind: 'single', item: selected[0]! };
  const files = selected.filter((i) => i.type === 'file');
  return {
    kind: 'set',
    files,
    folders: selected.filter((i) => i.type === 'folder'),
    encrypted: files.filter((f) => !!f.encryptedMetadata).length,
  };
}

/** Why folders of a selection are not part of its set link. */
export function foldersLeftOutMessage(count: number): string {
  return count === 1
    ? 'A folder is shared on its own: the selected folder is not part of this link. Use Share in its menu to give it a folder link.'
    : `A folder is shared on its own: the ${count} selected folders are not part of this link. Use Share in each folder's menu to give it a folder link.`;
}

/** End-to-end encrypted files are listed on a set link but stay sealed there. */
export function encryptedInSetMessage(count: number): string {
  return count === 1
    ? 'One selected file is end-to-end encrypted: the link lists it, but it stays sealed there. Share it with a link of its own to give it to someone.'
    : `${count} selected files are end-to-end encrypted: the link lists them, but they stay sealed there. Share each with a link of its own to give it to someone.`;
}
