/** Per-file and total figures of the upload panel, and their wording. */

import { formatBytes } from '@coffer/shared-contracts';
import type { UploadCandidate } from './upload-selection';

export type UploadStatus = 'queued' | 'uploading' | 'paused' | 'offline' | 'error' | 'done' | 'cancelled';

/** Which screen started an upload: the Upload dialog, the Upload page, or the resume offer after a reload. */
export type UploadGroup = 'dialog' | 'page' | 'resume';

export interface UploadEntry {
  id: string;
  group: UploadGroup;
  name: string;
  /** Path inside the chosen folder ('Project/a.pdf'), or the name. */
  relativePath: string;
  size: number;
  /** Bytes the server has acknowledged (tus) or received so far (multipart). */
  sent: number;
  /** Bytes per second, smoothed; 0 when not moving. */
  speed: number;
  status: UploadStatus;
  method: 'tus' | 'multipart';
  error?: string;
  /** The tus upload's URL once the server made it (resumable uploads only). */
  uploadUrl?: string;
  /** The created file, once done. */
  itemId?: string;
  /** Its final name (a ' (n)' suffix on a name conflict), when the server says. */
  finalName?: string;
}

/** A chosen file's entry before any byte is sent. */
export function queuedEntry(
  id: string,
  group: UploadGroup,
  candidate: UploadCandidate,
  method: UploadEntry['method'],
): UploadEntry {
  return {
    id,
    group,
    name: candidate.file.name,
    relativePath: candidate.relativePath,
    size: candidate.file.size,
    sent: 0,
    speed: 0,
    status: 'queued',
    method,
  };
}

export const ACTIVE_STATUSES: ReadonlySet<UploadStatus> = new Set(['queued', 'uploading', 'offline']);

export interface UploadTotals {
  count: number;
  size: number;
  sent: number;
  speed: number;
  /** Seconds left at the current speed; null while nothing moves. */
  secondsLeft: number | null;
  active: number;
  paused: number;
  failed: number;
  done: number;
  cancelled: number;
  /** Nothing is queued, moving or paused: every file is done, cancelled or failed. */
  settled: boolean;
}

export function uploadTotals(entries: readonly UploadEntry[]): UploadTotals {
  const counted = entries.filter((e) => e.status !== 'cancelled');
  const size = counted.reduce((sum, e) => sum + e.size, 0);
  const sent = counted.reduce((sum, e) => sum + Math.min(e.sent, e.size), 0);
  const speed = counted.reduce((sum, e) => sum + (e.status === 'uploading' ? e.speed : 0), 0);
  const by = (status: UploadStatus) => entries.filter((e) => e.status === status).length;
  const active = entries.filter((e) => ACTIVE_STATUSES.has(e.status)).length;
  const paused = by('paused');
  return {
    count: entries.length,
    size,
    sent,
    speed,
    secondsLeft: secondsLeft(size - sent, speed),
    active,
    paused,
    failed: by('error'),
    done: by('done'),
    cancelled: by('cancelled'),
    settled: active === 0 && paused === 0,
  };
}

export function secondsLeft(remaining: number, speed: number): number | null {
  if (remaining <= 0) return 0;
  return speed > 0 ? Math.ceil(remaining / speed) : null;
}

export function percentOf(sent: number, size: number): number {
  if (size <= 0) return 100;
  return Math.min(100, Math.floor((sent / size) * 100));
}

export { formatBytes };

export function formatSpeed(bytesPerSecond: number): string {
  return `${formatBytes(Math.round(bytesPerSecond))}/s`;
}

export function formatTimeLeft(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s left`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s left`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

export const STATUS_LABELS: Record<UploadStatus, string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  paused: 'Paused',
  offline: 'Waiting for the network',
  error: 'Failed',
  done: 'Done',
  cancelled: 'Cancelled',
};

/**
 * Speed over a sliding window of progress samples: steadier than the last step alone and quick
 * to reach zero when the bytes stop.
 */
export class SpeedMeter {
  private samples: Array<{ at: number; bytes: number }> = [];

  constructor(private readonly windowMs = 3000) {}

  /** Records `bytes` acknowledged at `at` (ms) and returns the speed in bytes per second. */
  sample(bytes: number, at: number): number {
    this.samples.push({ at, bytes });
    while (this.samples.length > 2 && at - this.samples[0]!.at > this.windowMs) this.samples.shift();
    const first = this.samples[0]!;
    const elapsed = (at - first.at) / 1000;
    return elapsed > 0 ? Math.max(0, (bytes - first.bytes) / elapsed) : 0;
  }

  reset(): void {
    this.samples = [];
  }
}
