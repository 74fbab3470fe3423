import type { ErrorCode } from '@coffer/shared-contracts';

/**
 * The only error services throw. Adapters translate it through ERROR_MAP: an HTTP status over
 * REST, `extensions.code` over GraphQL. `message` is one user-facing sentence.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra response headers, e.g. Retry-After for RATE_LIMITED. */
    readonly headers: Record<string, string> = {},
    /** Overrides the code's usual HTTP status where a route documents another (403 PASSWORD_REQUIRED when adding a shared file). */
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** The input field at fault (a command property, e.g. `name`), when one is. */
  field?: string;

  /** Names the input field at fault: `throw new DomainError(...).at('name')`. */
  at(field: string): this {
    this.field = field;
    return this;
  }
}
