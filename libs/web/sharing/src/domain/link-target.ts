import type { ShareLinkFieldsFragment } from '@coffer/web-data-access';

export type LinkTarget = Pick<ShareLinkFieldsFragment, 'kind' | 'folder' | 'fileIds'>;

/** What a link opens, as the owner's lists name it: 'folder "Photos"', '3 files'. */
export function linkTargetLabel(link: LinkTarget): string | null {
  if (link.kind === 'FOLDER') return link.folder ? `folder "${link.folder.name}"` : 'a folder in the trash or deleted';
  if (link.kind === 'SET') {
    const count = link.fileIds.length;
    return count === 0 ? 'a set of files, none left' : `${count} ${count === 1 ? 'file' : 'files'}`;
  }
  return null;
}
