import { ACCOUNT_MESSAGES, isStrongPassword, PASSWORD_MAX_LENGTH } from '@coffer/shared-contracts';
import { DomainError } from '@coffer/server-core';

/** The rule every new password obeys, at sign-up, on change and on reset. */
export function assertNewPassword(password: unknown): asserts password is string {
  if (typeof password !== 'string' || !isStrongPassword(password)) {
    throw new DomainError('WEAK_PASSWORD', ACCOUNT_MESSAGES.weakPassword);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new DomainError('WEAK_PASSWORD', `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
}
