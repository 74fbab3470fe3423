/**
 * How a session signed in, as the sessions list shows it. A method that names a second factor
 * (or is one: a passkey proves possession and the person's own unlock) satisfies an account that
 * requires one; `registration` is only ever an account's first session, before it can have any.
 */
export const SIGN_IN_METHODS = [
  'registration',
  'password',
  'password+totp',
  'password+recovery-code',
  'password+passkey',
  'passkey',
  'sso',
  'sso+totp',
  'sso+recovery-code',
  'sso+passkey',
] as const;

export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

const WITH_SECOND_FACTOR: ReadonlySet<SignInMethod> = new Set([
  'password+totp',
  'password+recovery-code',
  'password+passkey',
  'passkey',
  'sso+totp',
  'sso+recovery-code',
  'sso+passkey',
]);

export function provesSecondFactor(method: SignInMethod): boolean {
  return WITH_SECOND_FACTOR.has(method);
}

export function isSignInMethod(value: string): value is SignInMethod {
  return (SIGN_IN_METHODS as readonly string[]).includes(value);
}
