import type { ShareLinkFieldsFragment } from '@coffer/web-data-access';

export type LinkTarget = Pick<ShareLinkFieldsFragment, 'kind' | 'folder' | 'files'>;

/** What a link opens, as the owner's lists name it: 'folder "Photos"', '3 files: a.txt, b.txt, c.pdf'. */
export function linkTargetLabel(link: LinkTarget): string | null {
  if (link.kind === 'FOLDER') return link.folder ? `folder "${link.folder.name}"` : 'a folder in the trash or deleted';
  if (link.kind === 'SET') {
    const names = link.files.map((f) => f.name);
    const shown = names.slice(0, 3).join(', ');
    const count = `${names.length} ${names.length === 1 ? 'file' : 'files'}`;
    if (names.length === 0) return 'a set of files, none left';
    return `${count}: ${shown}${names.length > 3 ? `, and ${names.length - 3} more` : ''}`;
  }
  return null;
}
