/** Business constants: upload limits, the default quota, the session lifetime. */
export const MAX_FILE_SIZE_BYTES = 512 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 2000;
export const DEFAULT_STORAGE_QUOTA_BYTES = 15 * 1024 * 1024 * 1024;
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size as the app and the server's messages write it: 840 B, 12.5 KB, 3.2 MB, 10 MB. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${SIZE_UNITS[unit]}`;
}
