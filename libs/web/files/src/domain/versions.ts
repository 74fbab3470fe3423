const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** 'Nov 25, 2026, 10:16 AM' in the reader's locale: versions of one day differ by the time. */
export function formatDateTime(value: string, locale?: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : new Intl.DateTimeFormat(locale, DATE_TIME).format(date);
}

/** Who uploaded a version, as the viewer reads it. */
export function uploaderLabel(uploadedBy: string | null, viewerId: string | undefined): string {
  if (uploadedBy === null) return 'a deleted account';
  return uploadedBy === viewerId ? 'You' : 'another account';
}

export const VERSIONS_TEXTS = {
  loading: 'Loading versions...',
  failed: 'Failed to load the versions',
  empty: 'No earlier versions. Uploading a file with the same name and choosing Replace keeps the current one here.',
  deleteQuestion: 'Delete this version? This cannot be undone.',
} as const;

export const versionsTitle = (name: string) => `Versions of ${name}`;
export const restoredTitle = (uploadedAt: string, locale?: string) =>
  `Restored the version of ${formatDateTime(uploadedAt, locale)}`;
