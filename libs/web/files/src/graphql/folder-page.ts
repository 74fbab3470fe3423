import { graphql } from '@coffer/web-data-access';

// A module of its own: the first load prefetches a folder's first page and carries only this
// query, not every other file query and mutation.

/** The fields every file view shows of an item. */
export const ITEM_FIELDS_FRAGMENT = graphql(`
  fragment ItemFields on Item {
    id
    databaseId
    type
    name
    path
    fullPath
    mimeType
    size
    createdAt
    previewUrl
    largeThumbnailUrl: thumbnailUrl(size: LARGE)
    smallThumbnailUrl: thumbnailUrl(size: SMALL)
    downloadUrl
    sharedWithCount
    hasShareLink
    liveLinkScope
    liveLinkUrl
    shareUrl
    requiresPassword
    encryptionType
    encryptedMetadata
  }
`);

/** The server's largest page. */
export const PAGE_SIZE = 200;

/** One page of a folder's direct children; the pages are merged in the cache (typePolicies). */
export const FOLDER_PAGE_QUERY = graphql(`
  query FolderPage($path: String!, $first: Int!, $after: String) {
    folder(path: $path, first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          ...ItemFields
        }
      }
    }
  }
`);
