import { graphql } from '@coffer/web-data-access';

/** A file's current content and one page of its earlier versions, newest first; `me` tells whose uploads they were. */
export const FILE_VERSIONS_QUERY = graphql(`
  query FileVersions($id: ID!, $first: Int!, $after: String) {
    me {
      id
      databaseId
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
    versionRestore(input: { fileId: $fileId, versionId: $versionId }) {
      item {
        ...ItemFields
        updatedAt
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const DELETE_VERSION_MUTATION = graphql(`
  mutation DeleteVersion($fileId: ID!, $versionId: ID!) {
    versionDelete(input: { fileId: $fileId, versionId: $versionId }) {
      deletedVersionId
      userErrors {
        field
        code
        message
      }
    }
  }
`);
