/**
 * Port: what other features keep for an account that acts or receives on its own (webhooks),
 * without the account's password or a session. Accounts do not know about those features; a
 * feature that keeps such things provides this, and every one of them is ended when an address
 * is proven after they were made without that proof.
 */
export abstract class AccountCredentialHolders {
  /** Ends everything of the kind this feature keeps for `userId`. */
  abstract endAll(userId: string): Promise<void>;
}
