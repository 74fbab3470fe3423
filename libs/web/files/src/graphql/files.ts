import { graphql } from '@coffer/web-data-access';

export { ITEM_FIELDS_FRAGMENT, PAGE_SIZE, FOLDER_PAGE_QUERY } from './folder-page';

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
    folderCreate(input: $input) {
      item {
        ...ItemFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const RENAME_ITEM_MUTATION = graphql(`
  mutation RenameItem($input: RenameItemInput!) {
    itemRename(input: $input) {
      item {
        ...ItemFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const MOVE_ITEM_MUTATION = graphql(`
  mutation MoveItem($input: MoveItemInput!) {
    itemMove(input: $input) {
      item {
        ...ItemFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const DELETE_ITEMS_MUTATION = graphql(`
  mutation DeleteItems($ids: [ID!]!) {
    itemsTrash(input: { ids: $ids }) {
      items {
        id
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

/** The viewer's unfinished resumable uploads (offered for resuming after a reload). */
export const PENDING_UPLOADS_QUERY = graphql(`
  query PendingUploads {
    me {
      id
      pendingUploads(first: 200) {
        nodes {
          id
          name
          relativePath
          offset
          length
          expiresAt
        }
      }
    }
  }
`);

/** Discards an unfinished resumable upload: its bytes and reserved quota are released. */
export const CANCEL_UPLOAD_MUTATION = graphql(`
  mutation CancelUpload($id: ID!) {
    uploadCancel(input: { id: $id }) {
      cancelledUploadId
      userErrors {
        field
        code
        message
      }
    }
  }
`);

/** An uploaded item's live link (an encrypted file's link is shown with its key after the upload). */
export const ITEM_LINK_QUERY = graphql(`
  query ItemLink($id: ID!) {
    item(id: $id) {
      id
      liveLinkUrl
    }
  }
`);
