/**
 * Every error code Coffer answers with, over REST (`code`) and GraphQL (`extensions.code`).
 * What each code means and its HTTP status: docs/rest-api.md, Errors.
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'WEAK_PASSWORD',
  'USER_EXISTS',
  'NO_FILES',
  'PATH_COUNT_MISMATCH',
  'INVALID_PATH',
  'INVALID_NAME',
  'INVALID_MOVE',
  'INVALID_TARGET_FOLDER',
  'NAME_TAKEN',
  'NOT_A_FILE',
  'NOT_A_FOLDER',
  'NOT_AN_IMAGE',
  'THUMBNAIL_UNAVAILABLE',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'PASSWORD_REQUIRED',
  'WRONG_PASSWORD',
  'SHARE_RESTRICTED',
  'SHARE_NOT_INVITED',
  'SHARE_LIMIT_REACHED',
  'DOWNLOAD_URL_INVALID',
  'FORBIDDEN',
  'FORBIDDEN_ORIGIN',
  'REGISTRATION_CLOSED',
  'REGISTRATION_INVITE_ONLY',
  'NOT_FOUND',
  'FILE_NOT_FOUND',
  'SHARE_NOT_FOUND',
  'USER_NOT_FOUND',
  'SHARE_EXPIRED',
  'PAYLOAD_TOO_LARGE',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'QUOTA_EXCEEDED',
  'STORAGE_FULL',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_TYPE_MISMATCH',
  'RANGE_NOT_SATISFIABLE',
  'RATE_LIMITED',
  'QUERY_TOO_DEEP',
  'QUERY_TOO_COMPLEX',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'UPLOAD_OFFSET_MISMATCH',
  'UPLOAD_LOCKED',
  'UNSUPPORTED_CONTENT_TYPE',
  'CHECKSUM_MISMATCH',
  'TUS_VERSION_UNSUPPORTED',
  // File requests.
  'REQUEST_NOT_FOUND',
  'REQUEST_CLOSED',
  'REQUEST_EXPIRED',
  'REQUEST_FULL',
  'REQUEST_RESTRICTED',
  'REQUEST_GRANT_INVALID',
  'SENDER_BLOCKED',
  // WebDAV.
  'LOCKED',
  // Conditional writes (WebDAV, If-Match, ifMatch) and the change feed.
  'PRECONDITION_FAILED',
  'CURSOR_EXPIRED',
  // Second factors.
  'SECOND_FACTOR_REQUIRED',
  'INVALID_CODE',
  'SIGN_IN_EXPIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
