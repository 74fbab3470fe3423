// Global rules of the app: reduced motion and the main landmark's focus.
import './global.css';
import {
  Notification,
  createTheme,
  darken,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

// Names two kind colours Mantine lacks: emerald (spreadsheets) and amber (presentations).
const emerald: MantineColorsTuple = [
  '#ecfdf5',
  '#d1fae5',
  '#a7f3d0',
  '#6ee7b7',
  '#34d399',
  '#10b981',
  '#059669',
  '#047857',
  '#065f46',
  '#064e3b',
];
const amber: MantineColorsTuple = [
  '#fffbeb',
  '#fef3c7',
  '#fde68a',
  '#fcd34d',
  '#fbbf24',
  '#f59e0b',
  '#d97706',
  '#b45309',
  '#92400e',
  '#78350f',
];

/** The one Mantine theme of the Coffer web app. */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 6 under white text is 3.5:1; shade 8 reaches 4.9:1 (WCAG AA asks 4.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  colors: { emerald, amber },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // A visible focus ring for keyboard users on every focusable Mantine element.
  focusRing: 'auto',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    // The close buttons of dialogs and drawers are icons: they need a name for screen readers.
    // Plain settings rather than Modal.extend(): the theme must not pull the dialogs into the
    // first load.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine greys a titled notification's text below 4.5:1; the secondary text colour reads.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
  },
});

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A colour darkened until it reads at 5:1 on `background`. Light variants sit on the colour's
 * shade 1, a little darker than white (teal's shade 9 reads at only 4.3:1 there), so 5:1 on it
 * also holds on white.
 */
function readableOn(color: string, background: string): string {
  let shade = color;
  for (let step = 1; contrast(shade, background) < 5 && step <= 10; step += 1) shade = darken(color, step * 0.05);
  return shade;
}

/**
 * Colours the default theme gets below 4.5:1: secondary ('dimmed') text, error text and the
 * light-variant text of badges and buttons. `--coffer-page` is the page behind cards, a shade off
 * the card colour in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
    '--coffer-page': t.colors.gray[0],
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-error': t.colors.red[4],
    '--coffer-page': t.colors.dark[8],
  };
  for (const name of Object.keys(t.colors)) {
    light[`--mantine-color-${name}-light-color`] = readableOn(t.colors[name]![9], t.colors[name]![1]);
    light[`--mantine-color-${name}-outline`] = readableOn(t.colors[name]![8], '#ffffff');
    dark[`--mantine-color-${name}-light-color`] = t.colors[name]![2];
    dark[`--mantine-color-${name}-outline`] = t.colors[name]![3];
  }
  return { variables: {}, light, dark };
};
