import { graphql } from '@coffer/web-data-access';

/** How people sign in on this server: whether passwords work, and the single sign-on providers. */
export const SIGN_IN_OPTIONS_QUERY = graphql(`
  query SignInOptions {
    signInOptions {
      passwordSignIn
      providers {
        id
        label
      }
    }
  }
`);

/** Starts signing in with a provider: answers the URL to open (in this browser). */
export const SSO_START_MUTATION = graphql(`
  mutation SsoStart($provider: String!, $returnTo: String) {
    ssoStart(provider: $provider, returnTo: $returnTo)
  }
`);

/** Links the provider's identity a sign-in with it proposed (`sso_link`) to the signed-in account. */
export const SSO_LINK_CONFIRM_MUTATION = graphql(`
  mutation SsoLinkConfirm($token: String!) {
    ssoLinkConfirm(token: $token) {
      provider
      label
    }
  }
`);

/** The single sign-on providers on offer, and the ones linked to the signed-in account. */
export const SINGLE_SIGN_ON_QUERY = graphql(`
  query SingleSignOn {
    signInOptions {
      passwordSignIn
      providers {
        id
        label
      }
    }
    me {
      id
      identities {
        provider
        label
        email
        linkedAt
        lastUsedAt
      }
    }
  }
`);

export const IDENTITY_UNLINK_MUTATION = graphql(`
  mutation IdentityUnlink($provider: String!) {
    identityUnlink(provider: $provider)
  }
`);
