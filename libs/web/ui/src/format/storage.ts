import { DEFAULT_STORAGE_QUOTA_BYTES } from '@coffer/shared-contracts';
import { formatDecimal } from './locale-number';

const GB = 1024 * 1024 * 1024;

/** The storage total shown when none is supplied (15 GB). */
export const DEFAULT_STORAGE_TOTAL_BYTES = DEFAULT_STORAGE_QUOTA_BYTES;

export type StorageColor = 'red' | 'yellow' | 'green';

export interface StorageFigures {
  usedGB: number;
  totalGB: number;
  freeGB: number;
  /** 0–100, unrounded (the colour thresholds use it as is). */
  percent: number;
}

export function bytesToGB(bytes: number): number {
  return bytes / GB;
}

/** Used, total (defaulting to 15 GB when missing or zero), free and percent used. */
export function storageFigures(used: number | null | undefined, total?: number | null): StorageFigures {
  const usedBytes = Math.max(0, used ?? 0);
  const totalBytes = total && total > 0 ? total : DEFAULT_STORAGE_TOTAL_BYTES;
  const percent = Math.min(100, (usedBytes / totalBytes) * 100);
  return {
    usedGB: bytesToGB(usedBytes),
    totalGB: bytesToGB(totalBytes),
    freeGB: bytesToGB(Math.max(0, totalBytes - usedBytes)),
    percent,
  };
}

/** Red at 90 percent or more, yellow at 75 percent or more, else green. */
export function storageColor(percent: number): StorageColor {
  if (percent >= 90) return 'red';
  if (percent >= 75) return 'yellow';
  return 'green';
}

/** GB with two decimals, whole numbers without ('15 GB', '0.25 GB'), in the reader's locale. */
export function formatGB(gb: number, locale?: string): string {
  return `${formatDecimal(gb, Number.isInteger(gb) ? 0 : 2, locale)} GB`;
}

/** Percent with one decimal ('12.5%'), in the reader's locale. */
export function formatPercent(percent: number, locale?: string): string {
  return `${formatDecimal(percent, 1, locale)}%`;
}
