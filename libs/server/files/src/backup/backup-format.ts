import { join } from 'node:path';
import type { DumpedTable } from '@coffer/server-core';

/**
 * A backup is a directory:
 *   coffer-backup.json   this manifest, written last (a directory without it is not a backup)
 *   database/<table>.jsonl   one JSON row per line, from one consistent snapshot
 *   blobs.jsonl          every stored object the snapshot names: key, size, SHA-256
 *   blobs/<key>          their bytes (local storage; with S3 the bucket is snapshotted apart)
 *   secret.key           the key that sealed the database's secrets (unless APP_SECRET is used)
 */
export const BACKUP_FORMAT = 'coffer-backup/1';
export const MANIFEST_FILE = 'coffer-backup.json';
export const BLOBS_FILE = 'blobs.jsonl';
export const KEY_FILE = 'secret.key';

/**
 * Tables a backup leaves out: uploads in progress (their bytes are not blobs yet; clients start
 * them again), throttling counters, the backup holds themselves, and the migration log (a
 * restore runs the migrations the backup names).
 */
export const TRANSIENT_TABLES = new Set([
  'upload',
  'upload_staged',
  'resumable_upload',
  'rate_limit',
  'deletion_hold',
  'migration',
]);

export interface BackedUpObject {
  key: string;
  size: number;
  /** SHA-256 of the bytes: as the database records it for a file's blob, as copied for a thumbnail. */
  sha256: string;
  kind: 'blob' | 'thumbnail';
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: 'embedded' | 'postgresql';
  /** Migrations applied to the database the snapshot was taken from, oldest first. */
  migrations: string[];
  /** In load order: each before every table that references it. */
  tables: DumpedTable[];
  blobs: {
    driver: string;
    /** Whether `blobs/` holds the bytes (local storage) or only their list (S3: snapshot the bucket). */
    included: boolean;
    count: number;
    bytes: number;
    /** SHA-256 of blobs.jsonl. */
    listSha256: string;
  };
  /** Where the key comes from: the backup's `secret.key`, or the APP_SECRET the operator keeps. */
  key: 'secret.key' | 'APP_SECRET';
  /** Stored objects whose bytes did not match the database when copied (fsck lists them by owner and path). */
  damaged: Array<{ key: string; reason: string }>;
}

export interface BackupSummary {
  directory: string;
  tables: number;
  rows: number;
  blobs: number;
  bytes: number;
  damaged: number;
  seconds: number;
}

export const tableFile = (directory: string, table: string) => join(directory, 'database', `${table}.jsonl`);

/** Why a backup or a restore was refused or failed, for the operator (the command line prints it). */
export class BackupError extends Error {
  constructor(
    readonly code:
      | 'BACKUP_RUNNING'
      | 'TARGET_NOT_EMPTY'
      | 'NOT_A_BACKUP'
      | 'BACKUP_DAMAGED'
      | 'NEWER_BACKUP'
      | 'KEY_MISMATCH'
      | 'RESTORE_INCONSISTENT',
    message: string,
  ) {
    super(message);
  }
}
