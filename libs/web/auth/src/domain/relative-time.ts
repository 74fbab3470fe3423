import { formatDate } from '@coffer/web-ui';

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; older: the date. */
export function formatRelativeTime(value: string, now = Date.now()): string {
  const then = Date.parse(value);
  if (Number.isNaN(then)) return '-';
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return RELATIVE.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return RELATIVE.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return RELATIVE.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(value);
}
