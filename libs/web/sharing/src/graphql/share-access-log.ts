import { graphql } from '@coffer/web-data-access';

/** One page of a link's access log, newest first (the link by its global id). */
export const SHARE_ACCESS_LOG_QUERY = graphql(`
  query ShareAccessLog($id: ID!, $first: Int!, $after: String) {
    node(id: $id) {
      id
      ... on ShareLink {
        accessLog(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            cursor
            node {
              at
              action
              visitorEmail
              clientAddress
              userAgent
              files {
                id
                name
              }
            }
          }
        }
      }
    }
  }
`);
