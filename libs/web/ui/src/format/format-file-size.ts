import { formatDecimal } from './locale-number';

const KB = 1024;

/**
 * Whole bytes below 1 KB ('39 B', never '0.0 KB'); then bytes/1024 as KB with one decimal, MB with
 * one decimal from 1024 KB up; numbers in the reader's locale; empty or zero shows '-'.
 */
export function formatFileSize(bytes: number | null | undefined, locale?: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '-';
  if (bytes < KB) return `${formatDecimal(Math.round(bytes), 0, locale)} B`;
  const kb = bytes / KB;
  // Below 1023.95 KB so that nothing is shown as '1024.0 KB'.
  if (kb < KB - 0.05) return `${formatDecimal(kb, 1, locale)} KB`;
  return `${formatDecimal(kb / KB, 1, locale)} MB`;
}
