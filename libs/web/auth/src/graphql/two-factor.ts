import { graphql } from '@coffer/web-data-access';

/** Whether the signed-in user's sign-ins ask for an authenticator code, since when, and the recovery codes left. */
export const TWO_FACTOR_STATUS_QUERY = graphql(`
  query TwoFactorStatus {
    me {
      id
      twoFactor {
        enabled
        enabledAt
        recoveryCodesLeft
      }
    }
  }
`);

/** Starts setting up an authenticator app (needs the password): a new secret and its otpauth:// URI. */
export const TWO_FACTOR_SETUP_MUTATION = graphql(`
  mutation TwoFactorSetup($input: TwoFactorSetupInput!) {
    twoFactorSetup(input: $input) {
      secret
      uri
    }
  }
`);

/** Turns two-step verification on with a first code from the app; answers the recovery codes, shown once. */
export const TWO_FACTOR_ENABLE_MUTATION = graphql(`
  mutation TwoFactorEnable($input: TwoFactorEnableInput!) {
    twoFactorEnable(input: $input)
  }
`);

/** Turns two-step verification off (needs the password and a code or a recovery code). */
export const TWO_FACTOR_DISABLE_MUTATION = graphql(`
  mutation TwoFactorDisable($input: TwoFactorConfirmInput!) {
    twoFactorDisable(input: $input)
  }
`);

/** Ten new recovery codes in place of the old ones (needs the password and a code or a recovery code). */
export const RECOVERY_CODES_REGENERATE_MUTATION = graphql(`
  mutation RecoveryCodesRegenerate($input: TwoFactorConfirmInput!) {
    recoveryCodesRegenerate(input: $input)
  }
`);
