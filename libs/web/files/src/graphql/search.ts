import { graphql } from '@coffer/web-data-access';

/** One page of the account-wide name search, best first; "Show more" pages merge in the cache (typePolicies). */
export const ITEM_SEARCH_QUERY = graphql(`
  query ItemSearch($query: String!, $first: Int!, $after: String) {
    search(query: $query, first: $first, after: $after) {
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        cursor
        node {
          id
          databaseId
          type
          name
          path
          mimeType
          size
          createdAt
          encryptionType
          encryptedMetadata
        }
      }
    }
  }
`);
