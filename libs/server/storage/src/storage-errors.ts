import { DomainError } from '@coffer/server-core';

/** Error codes of a filesystem with no room left: the disk, or the user's filesystem quota. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/** The storage said it has no room: a full disk or filesystem quota, or an S3 service answering 507. */
export function isStorageFull(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === 'string' && FULL_CODES.has(code)) return true;
  // MinIO answers a full disk with 507 XMinioStorageFull.
  const meta = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return meta?.httpStatusCode === 507 || error.name === 'XMinioStorageFull';
}

export function storageFull(): DomainError {
  return new DomainError(
    'STORAGE_FULL',
    'The server has no storage space left for this upload. Nothing of it was kept; try again once space is freed.',
    { 'Retry-After': '60' },
  );
}

/**
 * A storage failure as a request should see it: no room becomes STORAGE_FULL (507); any other
 * fault (an I/O error, a closed handle, an S3 error) stays as it is, a server fault that is logged.
 */
export function asStorageFailure(error: unknown): unknown {
  return isStorageFull(error) ? storageFull() : error;
}
