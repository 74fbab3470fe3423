import type { FileItem } from '@coffer/web-files';

/** What sharing a selection does: files with a live link show it, the others get one; folders have none. */
export interface BulkSharePlan {
  withLink: FileItem[];
  withoutLink: FileItem[];
  folders: FileItem[];
}

export function bulkSharePlan(selected: readonly FileItem[]): BulkSharePlan {
  const files = selected.filter((i) => i.type === 'file');
  return {
    withLink: files.filter((f) => Boolean(f.liveLinkUrl)),
    withoutLink: files.filter((f) => !f.liveLinkUrl),
    folders: selected.filter((i) => i.type === 'folder'),
  };
}

/** Why folders of a selection get no link. */
export function foldersLeftOutMessage(count: number): string {
  return count === 1
    ? 'Folders cannot have share links, so the selected folder is left out. Open it to share the files inside.'
    : `Folders cannot have share links, so the ${count} selected folders are left out. Open them to share the files inside.`;
}

/** One line per file, for "Copy all links". */
export function linksText(links: ReadonlyArray<{ name: string; url: string }>): string {
  return links.map((l) => `${l.name}: ${l.url}`).join('\n');
}
