import { startTransition, useEffect, useState } from 'react';

/** Items added by each step after the first screenful. */
export const RENDER_STEP = 40;

/** How many items of `perRow` a row, rows at least `rowHeight` px high, fill the window's height (and one row more). */
export function screenful(perRow: number, rowHeight: number): number {
  const height = typeof window === 'undefined' ? 1080 : window.innerHeight;
  return perRow * (Math.ceil(height / rowHeight) + 1);
}

/**
 * How many of `total` items to render: `first` at once (a screenful), then the rest a step at a
 * time after that first paint, each step a transition, so input and images are not held up.
 * Building every card of a folder of hundreds of files before the first one showed was what
 * kept its first screen waiting. The item at `keepIndex` (one to scroll to) is always rendered.
 */
export function useRenderedCount(total: number, first: number, keepIndex = -1): number {
  const [limit, setLimit] = useState(first);
  const count = Math.min(total, Math.max(limit, keepIndex + 1));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setLimit(count + RENDER_STEP)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return count;
}
