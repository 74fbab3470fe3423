import type { FileRequestState } from '@coffer/web-data-access';

export const STATE_LABELS: Record<FileRequestState, string> = {
  OPEN: 'Open',
  EXPIRED: 'Expired',
  CLOSED: 'Closed',
};

export const STATE_COLORS: Record<FileRequestState, string> = {
  OPEN: 'green',
  EXPIRED: 'yellow',
  CLOSED: 'gray',
};

/** '3 files received' · '1 file received' · 'No files yet'. */
export function receivedLabel(count: number): string {
  if (count === 0) return 'No files yet';
  return count === 1 ? '1 file received' : `${count} files received`;
}

/** The route of a request's detail screen, under the prefix in use (/dashboard or /app). */
export function requestPath(base: string, id: string): string {
  return `${base}/requests/${encodeURIComponent(id)}`;
}

/** A sender as the owner sees them: the name, the address (verified or as typed), or 'Anonymous sender'. */
export function senderLabel(file: { senderName: string | null; senderEmail: string | null; senderVerified: boolean }) {
  const parts = [file.senderName, file.senderEmail && `${file.senderEmail}${file.senderVerified ? ' (verified)' : ''}`];
  const shown = parts.filter(Boolean).join(' · ');
  return shown || 'Anonymous sender';
}
