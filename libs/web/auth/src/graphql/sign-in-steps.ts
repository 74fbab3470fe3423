// The steps of a sign-in beyond the password form, loaded when one is taken (not with every page).
import { graphql } from '@coffer/web-data-access';

/** The second step of a sign-in that answered SECOND_FACTOR_REQUIRED (its challenge is in a cookie). */
export const LOGIN_SECOND_FACTOR_MUTATION = graphql(`
  mutation LoginSecondFactor($input: SecondFactorInput!) {
    loginSecondFactor(input: $input) {
      id
      email
      name
    }
  }
`);

/** Options for the browser to ask any passkey of this site to sign in without a password (JSON text). */
export const LOGIN_PASSKEY_OPTIONS_MUTATION = graphql(`
  mutation LoginPasskeyOptions {
    loginPasskeyOptions
  }
`);

/** Signs in with a passkey alone: the browser's answer to LoginPasskeyOptions. */
export const LOGIN_PASSKEY_MUTATION = graphql(`
  mutation LoginPasskey($input: PasskeySignInInput!) {
    loginPasskey(input: $input) {
      id
      email
      name
    }
  }
`);

/**
 * Options for the browser to ask one of the account's passkeys to sign the second step (JSON
 * text); refused with "This account has no passkey." for an account without one.
 */
export const LOGIN_SECOND_FACTOR_PASSKEY_OPTIONS_MUTATION = graphql(`
  mutation LoginSecondFactorPasskeyOptions {
    loginSecondFactorPasskeyOptions
  }
`);
