import { startTransition, useEffect, useState } from 'react';

/** Items added by each step after the first screenful. */
export const RENDER_STEP = 40;

/** How many items of `perRow` a row, rows at least `rowHeight` px high, fill the window's height (and one row more). */
export function screenful(perRow: number, rowHeight: number): number {
  const height = typeof window === 'undefined' ? 1080 : window.innerHeight;
  return perRow * (Math.ceil(height / rowHeight) + 1);
}

/** The longest a step waits for the browser to be idle. */
export const RENDER_STEP_WAIT_MS = 1000;

/** Runs `task` when the browser is idle (soon anyway), or at once after this task where it cannot tell. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: RENDER_STEP_WAIT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/**
 * How many of `total` items to render: `first` at once (a screenful; it may grow once the screen
 * is measured), then the rest a step at a time, each when the browser is idle and as a
 * transition, so the first screen's images, and input, are not held up. Building every card of a
 * folder of hundreds of files before the first one showed was what kept its first screen waiting.
 * The item at `keepIndex` (one to scroll to) is always rendered.
 */
export function useRenderedCount(total: number, first: number, keepIndex = -1): number {
  const [limit, setLimit] = useState(first);
  const count = Math.min(total, Math.max(limit, first, keepIndex + 1));
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => startTransition(() => setLimit(count + RENDER_STEP)));
  }, [count, total]);
  return count;
}
