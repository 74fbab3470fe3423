import type { ItemFieldsFragment } from '@coffer/web-data-access';
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

/** An item as the API answers it with the fields every view asks for: a file in '/' unless told otherwise. */
export function itemNode(overrides: Partial<ItemFieldsFragment> = {}) {
  counter += 1;
  return {
    __typename: 'Item' as const,
    id: `item-${counter}`,
    databaseId: `uuid-of-item-${counter}`,
    type: 'FILE' as ItemFieldsFragment['type'],
    name: `file-${counter}.txt`,
    path: '/',
    fullPath: null,
    mimeType: 'text/plain',
    size: 2048,
    createdAt: '2025-03-05T12:00:00.000Z',
    previewUrl: null,
    largeThumbnailUrl: null,
    smallThumbnailUrl: null,
    downloadUrl: null,
    sharedWithCount: 0,
    hasShareLink: false,
    liveLinkScope: null,
    liveLinkUrl: null,
    shareUrl: null,
    requiresPassword: false,
    encryptionType: null,
    encryptedMetadata: null,
    ...overrides,
  };
}

/** A folder's whole content as one page of the `folder` field answers it. */
export function folderPageAnswer(nodes: readonly ReturnType<typeof itemNode>[]) {
  return {
    __typename: 'ItemConnection' as const,
    totalCount: nodes.length,
    pageInfo: { __typename: 'PageInfo' as const, endCursor: null, hasNextPage: false },
    edges: nodes.map((node) => ({ __typename: 'ItemEdge' as const, node })),
  };
}
