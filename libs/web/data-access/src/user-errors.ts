/** A validation or business-rule failure a payload mutation answered in `userErrors`. */
export interface UserErrorLike {
  field: string[] | null;
  code: string;
  message: string;
}

/** Thrown for a payload's userErrors, so that callers handle them where they handle GraphQL errors. */
export class UserErrorsError extends Error {
  constructor(readonly userErrors: UserErrorLike[]) {
    super(userErrors[0]?.message ?? 'The change was refused.');
    this.name = 'UserErrorsError';
  }
}

/**
 * The result a payload mutation carries under `key`; throws UserErrorsError when it answered
 * userErrors instead (errorCodeOf and serverMessageOf read it like a GraphQL error).
 */
export function payloadResult<P extends { userErrors: UserErrorLike[] }, K extends keyof P>(
  payload: P | null | undefined,
  key: K,
): NonNullable<P[K]> | undefined {
  if (!payload) return undefined;
  if (payload.userErrors.length > 0) throw new UserErrorsError(payload.userErrors);
  return payload[key] ?? undefined;
}
