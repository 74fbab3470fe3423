const OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * A short date in the reader's locale ('Mar 5, 2025' in American English, '5. März 2025' in
 * German); `locale` undefined means the browser's own. Empty (or unreadable) shows '-'.
 */
export function formatDate(value: string | number | Date | null | undefined, locale?: string): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const key = locale ?? '';
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, OPTIONS);
    cache.set(key, format);
  }
  return format.format(date);
}
