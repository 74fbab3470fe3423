import { graphql } from '@coffer/web-data-access';

/** A request as the owner's screens show it. */
export const FILE_REQUEST_FIELDS_FRAGMENT = graphql(`
  fragment FileRequestFields on FileRequest {
    id
    databaseId
    url
    title
    message
    expiresAt
    hasPassword
    recipients
    requireName
    requireEmail
    maxFiles
    maxFileBytes
    maxTotalBytes
    acceptedTypes
    state
    closedAt
    createdAt
    updatedAt
    receivedFiles
    receivedBytes
    lastReceivedAt
    folder {
      id
      name
      path
      fullPath
    }
  }
`);

export const FILE_REQUEST_FILE_FIELDS_FRAGMENT = graphql(`
  fragment FileRequestFileFields on FileRequestFile {
    id
    name
    path
    size
    mimeType
    senderId
    senderName
    senderEmail
    senderVerified
    receivedAt
    inTrash
    item {
      id
    }
  }
`);

/** The owner's requests, newest first. */
export const FILE_REQUESTS_QUERY = graphql(`
  query FileRequests($first: Int!, $after: String) {
    fileRequests(first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          ...FileRequestFields
        }
      }
    }
  }
`);

/** One request and the files that arrived, newest first. */
export const FILE_REQUEST_QUERY = graphql(`
  query FileRequest($id: ID!, $first: Int!, $after: String) {
    node(id: $id) {
      id
      ... on FileRequest {
        ...FileRequestFields
        files(first: $first, after: $after) {
          totalCount
          pageInfo {
            endCursor
            hasNextPage
          }
          edges {
            node {
              ...FileRequestFileFields
            }
          }
        }
      }
    }
  }
`);

export const CREATE_FILE_REQUEST_MUTATION = graphql(`
  mutation FileRequestCreate($input: FileRequestCreateInput!) {
    fileRequestCreate(input: $input) {
      fileRequest {
        ...FileRequestFields
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const UPDATE_FILE_REQUEST_MUTATION = graphql(`
  mutation FileRequestUpdate($input: FileRequestUpdateInput!) {
    fileRequestUpdate(input: $input) {
      fileRequest {
        ...FileRequestFields
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const CLOSE_FILE_REQUEST_MUTATION = graphql(`
  mutation FileRequestClose($input: FileRequestIdInput!) {
    fileRequestClose(input: $input) {
      fileRequest {
        ...FileRequestFields
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const DELETE_FILE_REQUEST_MUTATION = graphql(`
  mutation FileRequestDelete($input: FileRequestIdInput!) {
    fileRequestDelete(input: $input) {
      deletedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const BLOCK_FILE_REQUEST_SENDER_MUTATION = graphql(`
  mutation FileRequestBlockSender($input: FileRequestBlockSenderInput!) {
    fileRequestBlockSender(input: $input) {
      blocked
      trashed
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** A file arrived through one of the owner's requests: its counts and last arrival come along. */
export const FILE_REQUEST_RECEIVED_SUBSCRIPTION = graphql(`
  subscription FileRequestReceived {
    fileRequestReceived {
      fileRequest {
        id
        receivedFiles
        receivedBytes
        lastReceivedAt
        state
      }
      file {
        ...FileRequestFileFields
      }
    }
  }
`);
