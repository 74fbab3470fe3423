import type { FileItem } from '../domain/file-item';

let counter = 0;

/** A file item with sensible defaults for tests. */
export function fileItem(overrides: Partial<FileItem> = {}): FileItem {
  counter += 1;
  return {
    id: `item-${counter}`,
    databaseId: `uuid-of-item-${counter}`,
    type: 'file',
    name: `file-${counter}.txt`,
    path: '/',
    mimeType: 'text/plain',
    size: 2048,
    createdAt: '2025-03-05T12:00:00.000Z',
    previewUrl: null,
    sharedWithCount: 0,
    hasShareLink: false,
    liveLinkScope: null,
    requiresPassword: false,
    isNew: false,
    ...overrides,
  };
}

export function folderItem(overrides: Partial<FileItem> = {}): FileItem {
  return fileItem({ type: 'folder', mimeType: null, size: null, name: `folder-${counter + 1}`, ...overrides });
}
