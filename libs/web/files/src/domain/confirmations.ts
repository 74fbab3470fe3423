export interface DeletedItem {
  type: 'file' | 'folder';
  name: string;
}

/** Delete confirmations for one item. */
export function deleteConfirmation(item: DeletedItem): string {
  return item.type === 'folder'
    ? `Delete folder "${item.name}" and all its contents? This action cannot be undone.`
    : `Delete "${item.name}"?`;
}

/** Bulk delete: 'Delete N selected items?' plus how many folders are included. */
export function bulkDeleteConfirmation(items: readonly DeletedItem[]): { question: string; note: string | null } {
  const folders = items.filter((i) => i.type === 'folder').length;
  const question = `Delete ${items.length} selected items?`;
  if (folders === 0) return { question, note: null };
  const what = folders === 1 ? '1 folder' : `${folders} folders`;
  return { question, note: `This includes ${what} and all ${folders === 1 ? 'its' : 'their'} contents. This action cannot be undone.` };
}
