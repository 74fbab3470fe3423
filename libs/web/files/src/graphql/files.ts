import { graphql } from '@coffer/web-data-access';

/** The fields every file view shows of an item. */
export const ITEM_FIELDS_FRAGMENT = graphql(`
  fragment ItemFields on Item {
    id
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
  }
`);

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

/** Everything the Dashboard shows, in one query. */
export const DASHBOARD_QUERY = graphql(`
  query Dashboard {
    dashboard {
      totalFiles
      totalFolders
      sharedFiles
      storage {
        used
        total
        trashBytes
        trashRetentionDays
      }
      recentUploads {
        ...ItemFields
      }
    }
  }
`);

export const STORAGE_USAGE_QUERY = graphql(`
  query StorageUsage {
    storageUsage {
      used
      total
      trashBytes
      trashRetentionDays
    }
  }
`);

/** Every folder, any depth, ordered by full path (the Move dialog's targets). */
export const MOVE_TARGETS_QUERY = graphql(`
  query MoveTargets($first: Int!, $after: String) {
    moveTargets(first: $first, after: $after) {
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          id
          name
          path
          fullPath
        }
      }
    }
  }
`);

export const CREATE_FOLDER_MUTATION = graphql(`
  mutation CreateFolder($input: CreateFolderInput!) {
    createFolder(input: $input) {
      ...ItemFields
    }
  }
`);

export const RENAME_ITEM_MUTATION = graphql(`
  mutation RenameItem($input: RenameItemInput!) {
    renameItem(input: $input) {
      ...ItemFields
    }
  }
`);

export const MOVE_ITEM_MUTATION = graphql(`
  mutation MoveItem($input: MoveItemInput!) {
    moveItem(input: $input) {
      ...ItemFields
    }
  }
`);

export const DELETE_ITEMS_MUTATION = graphql(`
  mutation DeleteItems($ids: [ID!]!) {
    deleteItems(ids: $ids)
  }
`);

/** The viewer's unfinished resumable uploads (offered for resuming after a reload). */
export const PENDING_UPLOADS_QUERY = graphql(`
  query PendingUploads {
    pendingUploads {
      id
      name
      relativePath
      offset
      length
      expiresAt
    }
  }
`);

/** Discards an unfinished resumable upload: its bytes and reserved quota are released. */
export const CANCEL_UPLOAD_MUTATION = graphql(`
  mutation CancelUpload($id: ID!) {
    cancelUpload(id: $id)
  }
`);
