import { graphql } from '@coffer/web-data-access';

export const SHARED_WITH_ME_QUERY = graphql(`
  query SharedWithMe($first: Int!, $after: String) {
    sharedWithMe(first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          isNew
          requiresPassword
          shareToken
          sharedAt
          owner {
            id
            name
            email
          }
          item {
            ...ItemFields
          }
        }
      }
    }
  }
`);

/** The header badge and the 'N new file(s)' count. */
export const UNSEEN_SHARES_QUERY = graphql(`
  query UnseenShares {
    unseenShares {
      count
    }
  }
`);

export const SHARE_LINK_FIELDS_FRAGMENT = graphql(`
  fragment ShareLinkFields on ShareLink {
    id
    kind
    fileId
    folder {
      id
      name
      fullPath
    }
    fileIds
    url
    token
    scope
    allowedEmails
    hasPassword
    expiresAt
    createdAt
    revoked
    accessCount
    maxAccess
  }
`);

/** An item's links (a file's or a folder's), newest first (revoked ones included; nobody makes 200 links to one item). */
export const SHARE_LINKS_QUERY = graphql(`
  query ShareLinks($fileId: ID!) {
    item(id: $fileId) {
      id
      shareLinks(first: 200) {
        nodes {
          ...ShareLinkFields
        }
      }
    }
  }
`);

export const CREATE_SHARE_LINK_MUTATION = graphql(`
  mutation CreateShareLink($input: CreateShareLinkInput!) {
    shareLinkCreate(input: $input) {
      shareLink {
        ...ShareLinkFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const UPDATE_SHARE_LINK_MUTATION = graphql(`
  mutation UpdateShareLink($input: UpdateShareLinkInput!) {
    shareLinkUpdate(input: $input) {
      shareLink {
        ...ShareLinkFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const REVOKE_SHARE_LINK_MUTATION = graphql(`
  mutation RevokeShareLink($id: ID!) {
    shareLinkRevoke(input: { id: $id }) {
      shareLink {
        ...ShareLinkFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

/** Opens a link (counts one access). */
export const SHARE_ACCESS_MUTATION = graphql(`
  mutation ShareAccess($token: String!, $password: String) {
    shareAccess(token: $token, password: $password) {
      downloadUrl
      originalName
      mimeType
      size
      ownerName
      ownerEmail
      encryptionType
      encryptedMetadata
      hasDownloadLimit
      thumbnailUrl
    }
  }
`);

export const ADD_SHARED_FILE_MUTATION = graphql(`
  mutation AddSharedFileToMyFiles($token: String!, $password: String) {
    sharedFileAdd(input: { token: $token, password: $password }) {
      alreadyAdded
      item {
        id
        databaseId
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

/** A visitor of a restricted link asks for a one-time code (the answer is the same for any address). */
export const REQUEST_SHARE_CODE_MUTATION = graphql(`
  mutation RequestShareCode($token: String!, $email: String!) {
    requestShareCode(token: $token, email: $email)
  }
`);

/** A right code sets an HttpOnly cookie that opens the link in this browser for a while. */
export const VERIFY_SHARE_CODE_MUTATION = graphql(`
  mutation VerifyShareCode($token: String!, $email: String!, $code: String!) {
    verifyShareCode(token: $token, email: $email, code: $code) {
      expiresAt
    }
  }
`);
