export interface DeletedItem {
  type: 'file' | 'folder';
  name: string;
}

/** How long the trash keeps things, when the server has said ('for 30 days'). */
function keptFor(retentionDays: number | null | undefined): string {
  if (retentionDays === null || retentionDays === undefined) return '';
  return retentionDays === 1 ? ' for 1 day' : ` for ${retentionDays} days`;
}

/** What happens to one deleted item: it can still be restored. */
export function trashNote(retentionDays: number | null | undefined): string {
  return `It goes to the trash, where you can restore it${keptFor(retentionDays)}.`;
}

/** What happens to several deleted items. */
export function trashNotePlural(retentionDays: number | null | undefined): string {
  return `They go to the trash, where you can restore them${keptFor(retentionDays)}.`;
}

/** Delete confirmations for one item (`retentionDays` from storageUsage; unknown: no number). */
export function deleteConfirmation(item: DeletedItem, retentionDays?: number | null): string {
  const question =
    item.type === 'folder' ? `Delete folder "${item.name}" and all its contents?` : `Delete "${item.name}"?`;
  return `${question} ${trashNote(retentionDays)}`;
}

/** Bulk delete: 'Delete N selected items?' plus how many folders are included and where they go. */
export function bulkDeleteConfirmation(
  items: readonly DeletedItem[],
  retentionDays?: number | null,
): { question: string; note: string } {
  const folders = items.filter((i) => i.type === 'folder').length;
  const question = `Delete ${items.length} selected items?`;
  const where = trashNotePlural(retentionDays);
  if (folders === 0) return { question, note: where };
  const what = folders === 1 ? '1 folder' : `${folders} folders`;
  return { question, note: `This includes ${what} and all ${folders === 1 ? 'its' : 'their'} contents. ${where}` };
}

/** Purging from the trash is final, unlike deleting. */
export const CANNOT_BE_UNDONE = 'This cannot be undone.';

/** Delete forever, one trash entry. */
export function purgeConfirmation(item: DeletedItem): string {
  const question =
    item.type === 'folder'
      ? `Delete folder "${item.name}" and all its contents forever?`
      : `Delete "${item.name}" forever?`;
  return `${question} ${CANNOT_BE_UNDONE}`;
}

/** Delete forever, several trash entries. */
export function bulkPurgeConfirmation(count: number): string {
  return `Delete ${count === 1 ? '1 item' : `${count} items`} forever? ${CANNOT_BE_UNDONE}`;
}

/** Empty trash: everything in it. */
export function emptyTrashConfirmation(count: number): string {
  return `Delete all ${count === 1 ? '1 item' : `${count} items`} in the trash forever? ${CANNOT_BE_UNDONE}`;
}
