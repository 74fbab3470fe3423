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

interface HeldClicks {
  /** Set once the app's screen is there: clicks go to it. */
  released: boolean;
  /** Where the last held click landed, in page coordinates. */
  at?: { x: number; y: number };
}

const HELD_CLICKS = '__cofferHeldClicks';
const heldClicks = () => (window as unknown as Record<typeof HELD_CLICKS, HeldClicks | undefined>)[HELD_CLICKS];

/**
 * Until the app has taken over a screen the server rendered, that screen's buttons and
 * checkboxes do nothing: a click on one (not on a link, which works as it is) is held, and
 * `releaseHeldClick` gives it to whatever the app shows at the same spot.
 */
export function holdEarlyClicks(): void {
  const held: HeldClicks = { released: false };
  (window as unknown as Record<typeof HELD_CLICKS, HeldClicks>)[HELD_CLICKS] = held;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (held.released || !target?.closest('#root') || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      held.at = { x: event.clientX + window.scrollX, y: event.clientY + window.scrollY };
    },
    true,
  );
}

/**
 * The app's screen is committed: clicks reach it from now on, and the last one held is given to
 * it once the screen has settled (the renders its first layout asks for, then a frame).
 */
export function releaseHeldClick(): void {
  const held = heldClicks();
  if (!held || held.released) return;
  held.released = true;
  const at = held.at;
  if (!at) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      const target = document.elementFromPoint(at.x - window.scrollX, at.y - window.scrollY);
      if (target instanceof HTMLElement && target.closest('#root')) target.click();
    }, 0),
  );
}
