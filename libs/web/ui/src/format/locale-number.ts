const cache = new Map<string, Intl.NumberFormat>();

/**
 * `value` with exactly `digits` decimals in the reader's locale ('1.5' in English, '1,5' in German).
 * `locale` undefined means the browser's own.
 */
export function formatDecimal(value: number, digits: number, locale?: string): string {
  const key = `${locale ?? ''}|${digits}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    cache.set(key, format);
  }
  return format.format(value);
}
