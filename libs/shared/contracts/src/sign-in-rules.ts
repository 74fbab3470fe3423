// Second factors, passkeys and single sign-on: their constants and the texts the server answers with.

/** How many single-use recovery codes an account gets when it turns on authenticator codes. */
export const RECOVERY_CODE_COUNT = 10;
/** Digits in an authenticator code. */
export const TOTP_DIGITS = 6;

export const SECOND_FACTOR_MESSAGES = {
  required: 'Enter the code from your authenticator app.',
  invalidCode: 'That code is not valid. Check your authenticator app and try again.',
  invalidRecoveryCode: 'That recovery code is not valid or was already used.',
  expired: 'Your sign-in has expired. Enter your e-mail and password again.',
  throttled: 'Too many codes tried. Please wait a few minutes and try again.',
  alreadyOn: 'Two-step verification is already on.',
  notOn: 'Two-step verification is not on.',
  noSetup: 'Start the set-up again: no authenticator app is waiting to be confirmed.',
} as const;

/** The longest name of a passkey. */
export const PASSKEY_NAME_MAX_LENGTH = 100;

export const PASSKEY_MESSAGES = {
  invalidName: `Give the passkey a name of 1 to ${PASSKEY_NAME_MAX_LENGTH} characters.`,
  tooMany: 'An account holds at most 20 passkeys: remove one first.',
  notRegistered: 'The passkey could not be registered. Try again.',
  alreadyRegistered: 'This passkey is already registered.',
  notVerified: 'The passkey could not be verified. Try again.',
  none: 'This account has no passkey.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

/** Why a single sign-on ended without a session: the `sso_error` the web app's login screen is sent back with. */
export const SSO_ERROR_MESSAGES = {
  failed: 'Single sign-on did not complete. Please try again.',
  unverified: 'Your account at the provider has no verified e-mail address, so it cannot be used to sign in here.',
  closed: 'Registration is closed on this server; ask its administrator for an account.',
  invite: 'Registration on this server is by invitation: use the e-mail address a file was shared with.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;

export const SSO_MESSAGES = {
  passwordSignInOff: 'Password sign-in is turned off on this server: sign in with single sign-on.',
  linkInvalid: 'This link to a single sign-on account is invalid or has expired. Sign in with the provider again.',
  linkOtherAccount:
    'This single sign-on account belongs to another e-mail address: sign in to that account to link it.',
  lastWayIn:
    'This is the only way into the account: it cannot be unlinked. Set a password first, or link another provider.',
  signInAgain:
    'This account has no password of its own: sign in again with single sign-on, then do this within 10 minutes.',
} as const;
