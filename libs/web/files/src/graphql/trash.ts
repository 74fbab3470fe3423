import { graphql } from '@coffer/web-data-access';

/** One page of the trash, newest first; the pages are merged in the cache (typePolicies). */
export const TRASH_PAGE_QUERY = graphql(`
  query TrashPage($first: Int!, $after: String) {
    trash(first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          trashedAt
          expiresAt
          totalBytes
          itemCount
          item {
            id
            type
            name
            path
            mimeType
            size
          }
        }
      }
    }
  }
`);

/** Puts trash entries back; answers where each went (a taken name comes back suffixed). */
export const RESTORE_ITEMS_MUTATION = graphql(`
  mutation RestoreItems($ids: [ID!]!) {
    itemsRestore(input: { ids: $ids }) {
      items {
        id
        type
        name
        path
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const PURGE_ITEMS_MUTATION = graphql(`
  mutation PurgeItems($ids: [ID!]!) {
    itemsPurge(input: { ids: $ids }) {
      deletedItemIds
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const EMPTY_TRASH_MUTATION = graphql(`
  mutation EmptyTrash {
    trashEmpty {
      deletedFileCount
      userErrors {
        field
        code
        message
      }
    }
  }
`);
