import { graphql } from '@coffer/web-data-access';

/** A file's current content and one page of its earlier versions, newest first; `me` tells whose uploads they were. */
export const FILE_VERSIONS_QUERY = graphql(`
  query FileVersions($id: ID!, $first: Int!, $after: String) {
    me {
      id
    }
    item(id: $id) {
      id
      name
      size
      mimeType
      updatedAt
      versions(first: $first, after: $after) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            id
            size
            mimeType
            originalName
            uploadedBy
            uploadedAt
            replacedAt
            downloadUrl
          }
        }
      }
    }
  }
`);

export const RESTORE_VERSION_MUTATION = graphql(`
  mutation RestoreVersion($fileId: ID!, $versionId: ID!) {
    restoreVersion(fileId: $fileId, versionId: $versionId) {
      ...ItemFields
      updatedAt
    }
  }
`);

export const DELETE_VERSION_MUTATION = graphql(`
  mutation DeleteVersion($fileId: ID!, $versionId: ID!) {
    deleteVersion(fileId: $fileId, versionId: $versionId)
  }
`);
