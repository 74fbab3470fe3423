import type { AuthenticatedUser } from '@coffer/server-auth';

/**
 * Anyone can type any address at sign-up, so an account receives what was shared with its
 * address (directly, by a listing link, or by account id) only once it proved it reads mail
 * there. Until then it is, for everything shared, a stranger; once verified, it all appears.
 */
export function isRecipientAccount(user: AuthenticatedUser): boolean {
  return user.emailVerified === true;
}
