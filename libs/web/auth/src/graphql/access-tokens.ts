import { graphql } from '@coffer/web-data-access';

export const ACCESS_TOKEN_FIELDS_FRAGMENT = graphql(`
  fragment AccessTokenFields on AccessToken {
    id
    name
    prefix
    scopes
    createdAt
    lastUsedAt
    expiresAt
    revoked
  }
`);

/** The user's tokens, newest first (the server's largest page: nobody has 200 tokens). */
export const ACCESS_TOKENS_QUERY = graphql(`
  query AccessTokens {
    accessTokens(first: 200) {
      totalCount
      edges {
        node {
          ...AccessTokenFields
        }
      }
    }
  }
`);

export const CREATE_ACCESS_TOKEN_MUTATION = graphql(`
  mutation CreateAccessToken($input: CreateAccessTokenInput!) {
    accessTokenCreate(input: $input) {
      token
      accessToken {
        ...AccessTokenFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const REVOKE_ACCESS_TOKEN_MUTATION = graphql(`
  mutation RevokeAccessToken($id: ID!) {
    accessTokenRevoke(input: { id: $id }) {
      accessToken {
        ...AccessTokenFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
