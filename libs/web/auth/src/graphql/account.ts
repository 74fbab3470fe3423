import { graphql } from '@coffer/web-data-access';

/** Mails a new verification link to the signed-in user's address (throttled by the server). */
export const SEND_VERIFICATION_EMAIL_MUTATION = graphql(`
  mutation SendVerificationEmail {
    sendVerificationEmail
  }
`);

/** Confirms an address with the token from the verification mail (public). */
export const VERIFY_EMAIL_MUTATION = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      id
      email
      emailVerified
    }
  }
`);

/** Mails a confirmation link to a new address; the account moves when it is opened. */
export const CHANGE_EMAIL_MUTATION = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input)
  }
`);

/** Changes the password; the server signs every other session out. */
export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Sets a new password with the token from the reset mail; every session is signed out. */
export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);
