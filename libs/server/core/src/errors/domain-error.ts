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
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
