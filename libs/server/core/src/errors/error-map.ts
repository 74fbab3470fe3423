import type { ErrorCode } from '@coffer/shared-contracts';

/**
 * One table: each code's HTTP status (docs/rest-api.md, Errors). GraphQL errors carry the code itself in
 * `extensions.code` and this status in `extensions.statusCode`.
 */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  WEAK_PASSWORD: 400,
  USER_EXISTS: 400,
  NO_FILES: 400,
  PATH_COUNT_MISMATCH: 400,
  INVALID_PATH: 400,
  INVALID_NAME: 400,
  INVALID_MOVE: 400,
  INVALID_TARGET_FOLDER: 400,
  /** A rename that asked not to take a suffix found the name taken. */
  NAME_TAKEN: 409,
  NOT_A_FILE: 400,
  NOT_A_FOLDER: 400,
  NOT_AN_IMAGE: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  PASSWORD_REQUIRED: 401,
  WRONG_PASSWORD: 403,
  SHARE_RESTRICTED: 403,
  SHARE_NOT_INVITED: 403,
  SHARE_LIMIT_REACHED: 403,
  DOWNLOAD_URL_INVALID: 403,
  FORBIDDEN: 403,
  FORBIDDEN_ORIGIN: 403,
  REGISTRATION_CLOSED: 403,
  REGISTRATION_INVITE_ONLY: 403,
  NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  /** A folder, a type without thumbnails, or content the renderer refused. */
  THUMBNAIL_UNAVAILABLE: 404,
  SHARE_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  SHARE_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  FILE_TOO_LARGE: 413,
  TOO_MANY_FILES: 413,
  QUOTA_EXCEEDED: 413,
  /** The server's storage has no room for the bytes (a full disk or filesystem quota): nothing was kept. */
  STORAGE_FULL: 507,
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_TYPE_MISMATCH: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  QUERY_TOO_DEEP: 400,
  QUERY_TOO_COMPLEX: 400,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // Resumable uploads (tus 1.0 statuses).
  UPLOAD_OFFSET_MISMATCH: 409,
  UPLOAD_LOCKED: 423,
  UNSUPPORTED_CONTENT_TYPE: 415,
  CHECKSUM_MISMATCH: 460,
  TUS_VERSION_UNSUPPORTED: 412,
  // File requests.
  REQUEST_NOT_FOUND: 404,
  REQUEST_CLOSED: 410,
  REQUEST_EXPIRED: 410,
  /** The request's file or byte cap leaves no room for the upload. */
  REQUEST_FULL: 409,
  REQUEST_RESTRICTED: 403,
  REQUEST_GRANT_INVALID: 403,
  SENDER_BLOCKED: 403,
  /** A WebDAV lock held by another lock token covers what the request would change. */
  LOCKED: 423,
  /** A condition the request set (If, If-Match, `ifMatch`, Overwrite: F) does not hold: nothing changed. */
  PRECONDITION_FAILED: 412,
  /** A change-feed cursor older than what the feed keeps (or from no feed of this account): list again. */
  CURSOR_EXPIRED: 410,
  SECOND_FACTOR_REQUIRED: 401,
  INVALID_CODE: 401,
  SIGN_IN_EXPIRED: 401,
};

/** The code for a bare HTTP status (framework errors that carry no domain code). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_ERROR';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_FILE_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR';
  }
}
