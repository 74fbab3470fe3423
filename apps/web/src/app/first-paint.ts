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

/** What a held click was on, found again in the app's screen by what it is, not where. */
interface ClickedControl {
  tag: string;
  /** The card or row of the item it belongs to, if any. */
  itemId: string | null;
  testId: string | null;
  label: string | null;
}

interface HeldClicks {
  /** Set once the app's screen is there: clicks go to it. */
  released: boolean;
  clicked?: ClickedControl;
}

const HELD_CLICKS = '__cofferHeldClicks';
const heldClicks = () => (window as unknown as Record<typeof HELD_CLICKS, HeldClicks | undefined>)[HELD_CLICKS];
const CONTROL = 'button, input, label, [role="button"], [role="checkbox"], [data-testid]';

function describeControl(control: Element): ClickedControl {
  return {
    tag: control.tagName,
    itemId: control.closest('[data-item-id]')?.getAttribute('data-item-id') ?? null,
    testId: control.getAttribute('data-testid'),
    label: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? null,
  };
}

/** The control of the app's screen that is the one described, if it shows one. */
function findControl(clicked: ClickedControl): HTMLElement | null {
  const root = document.getElementById('root');
  const scope = clicked.itemId ? root?.querySelector(`[data-item-id="${CSS.escape(clicked.itemId)}"]`) : root;
  const same = [...(scope?.querySelectorAll<HTMLElement>(clicked.tag) ?? [])].filter(
    (element) => element.matches(CONTROL) && JSON.stringify(describeControl(element)) === JSON.stringify(clicked),
  );
  return same[0] ?? null;
}

/**
 * Until the app has taken over a screen the server rendered, that screen's buttons and
 * checkboxes do nothing: a click on one (not on a link, which works as it is) is held, and
 * `releaseHeldClick` gives it to the same control of the app's screen.
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
      const control = target.closest(CONTROL);
      held.clicked = control ? describeControl(control) : undefined;
    },
    true,
  );
}

/**
 * The app's screen is committed: clicks reach it from now on, and the last one held is given to
 * the same control once the screen has settled (the renders its first layout asks for, then a
 * frame).
 */
export function releaseHeldClick(): void {
  const held = heldClicks();
  if (!held || held.released) return;
  held.released = true;
  const clicked = held.clicked;
  if (!clicked) return;
  requestAnimationFrame(() => setTimeout(() => findControl(clicked)?.click(), 0));
}
