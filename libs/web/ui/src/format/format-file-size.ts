const KB = 1024;

/**
 * Spec §9: bytes/1024 as KB with one decimal, MB with one decimal from 1024 KB up;
 * empty or zero shows '-'.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '-';
  const kb = bytes / KB;
  // Below 1023.95 KB so that nothing is shown as '1024.0 KB'.
  if (kb < KB - 0.05) return `${kb.toFixed(1)} KB`;
  return `${(kb / KB).toFixed(1)} MB`;
}
