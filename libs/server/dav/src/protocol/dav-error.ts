import { DomainError, ERROR_HTTP_STATUS } from '@coffer/server-core';
import type { ErrorCode } from '@coffer/shared-contracts';

/** A refusal with the status WebDAV gives it, and the code and message every Coffer error has. */
export class DavError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** A WebDAV precondition or postcondition element the answer names (`lock-token-submitted`). */
    readonly condition?: string,
  ) {
    super(message);
  }
}

/**
 * The WebDAV status of a service's refusal: where the protocol names one (a missing parent is 409
 * Conflict, a full quota 507 Insufficient Storage, a taken target 412 Precondition Failed),
 * it wins over the REST status of the same code.
 */
const DAV_STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_TARGET_FOLDER: 409,
  NAME_TAKEN: 412,
  INVALID_MOVE: 403,
  QUOTA_EXCEEDED: 507,
  STORAGE_FULL: 507,
  NOT_A_FOLDER: 409,
};

export function davErrorOf(error: DomainError): DavError {
  const status = DAV_STATUS[error.code] ?? ERROR_HTTP_STATUS[error.code] ?? 500;
  return new DavError(status, error.code, error.message);
}
