/** Business constants: upload limits, the default quota, the session lifetime. */
export const MAX_FILE_SIZE_BYTES = 512 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 2000;
export const DEFAULT_STORAGE_QUOTA_BYTES = 15 * 1024 * 1024 * 1024;
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
