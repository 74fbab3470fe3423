/**
 * Port: who counts as invited when REGISTRATION=invite. Accounts do not know about sharing;
 * the sharing feature provides this (an address someone has shared with is invited). With no
 * provider registered, nobody is invited and invite-only registration admits no one.
 */
export abstract class RegistrationInvitations {
  /** `email` is trimmed and lowercased. */
  abstract isInvited(email: string): Promise<boolean>;
}
