/** Where Mantine's default colour scheme manager keeps this browser's choice. */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';
/**
 * Set on <html> before the first paint when the screen the server rendered is not the one this
 * browser will show (index.html hides the root element meanwhile).
 */
export const STALE_FIRST_SCREEN_ATTRIBUTE = 'data-stale-first-screen';

/** The longest the app's start waits for a rendered screen's images. */
export const SCREEN_IMAGES_WAIT_MS = 1000;

/**
 * Resolves once the images of a rendered screen that lie in the window have loaded or failed
 * (at most `waitMs`), and that frame is painted: the app's start is one long task, and the
 * browser handles an image's arrival only between tasks.
 */
export function whenScreenImagesPainted(root: Element, waitMs = SCREEN_IMAGES_WAIT_MS): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((img) => {
    if (img.complete) return false;
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    if (pending.length === 0) return painted();
    let left = pending.length;
    const timer = setTimeout(painted, waitMs);
    const settled = () => {
      left -= 1;
      if (left > 0) return;
      clearTimeout(timer);
      painted();
    };
    for (const img of pending) {
      img.addEventListener('load', settled, { once: true });
      img.addEventListener('error', settled, { once: true });
    }
  });
}
