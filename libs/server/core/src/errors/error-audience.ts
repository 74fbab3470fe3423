import type { ErrorCode } from '@coffer/shared-contracts';

/**
 * Where a mutation's failure goes over GraphQL, per code: `userError` for a validation or business
 * rule the caller can fix by changing the input (returned in the payload's `userErrors`, next to a
 * null result); `topLevel` for authentication, authorization and not-found (which never tell whose
 * object exists), limits and server faults (the `errors` array, as before). The one place that
 * decides; `Record` makes every new code choose.
 */
export const ERROR_AUDIENCE: Record<ErrorCode, 'userError' | 'topLevel'> = {
  VALIDATION_ERROR: 'userError',
  WEAK_PASSWORD: 'userError',
  USER_EXISTS: 'userError',
  NO_FILES: 'userError',
  PATH_COUNT_MISMATCH: 'userError',
  INVALID_PATH: 'userError',
  INVALID_NAME: 'userError',
  INVALID_MOVE: 'userError',
  INVALID_TARGET_FOLDER: 'userError',
  NAME_TAKEN: 'userError',
  NOT_A_FILE: 'userError',
  NOT_AN_IMAGE: 'userError',
  UNSUPPORTED_FILE_TYPE: 'userError',
  FILE_TYPE_MISMATCH: 'userError',
  UNAUTHORIZED: 'topLevel',
  INVALID_CREDENTIALS: 'topLevel',
  PASSWORD_REQUIRED: 'topLevel',
  WRONG_PASSWORD: 'topLevel',
  SHARE_RESTRICTED: 'topLevel',
  SHARE_NOT_INVITED: 'topLevel',
  SHARE_LIMIT_REACHED: 'topLevel',
  DOWNLOAD_URL_INVALID: 'topLevel',
  FORBIDDEN: 'topLevel',
  FORBIDDEN_ORIGIN: 'topLevel',
  REGISTRATION_CLOSED: 'topLevel',
  REGISTRATION_INVITE_ONLY: 'topLevel',
  NOT_FOUND: 'topLevel',
  FILE_NOT_FOUND: 'topLevel',
  THUMBNAIL_UNAVAILABLE: 'topLevel',
  SHARE_NOT_FOUND: 'topLevel',
  USER_NOT_FOUND: 'topLevel',
  SHARE_EXPIRED: 'topLevel',
  PAYLOAD_TOO_LARGE: 'topLevel',
  FILE_TOO_LARGE: 'topLevel',
  TOO_MANY_FILES: 'topLevel',
  QUOTA_EXCEEDED: 'topLevel',
  STORAGE_FULL: 'topLevel',
  RANGE_NOT_SATISFIABLE: 'topLevel',
  RATE_LIMITED: 'topLevel',
  QUERY_TOO_DEEP: 'topLevel',
  QUERY_TOO_COMPLEX: 'topLevel',
  INTERNAL_ERROR: 'topLevel',
  SERVICE_UNAVAILABLE: 'topLevel',
  UPLOAD_OFFSET_MISMATCH: 'topLevel',
  UPLOAD_LOCKED: 'topLevel',
  UNSUPPORTED_CONTENT_TYPE: 'topLevel',
  CHECKSUM_MISMATCH: 'topLevel',
  TUS_VERSION_UNSUPPORTED: 'topLevel',
};
