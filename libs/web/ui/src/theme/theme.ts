import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Spec §9 names two kind colours Mantine lacks: emerald (spreadsheets) and amber (presentations).
const emerald: MantineColorsTuple = [
  '#ecfdf5', '#d1fae5', '#a7f3d0', '#6ee7b7', '#34d399', '#10b981', '#059669', '#047857', '#065f46', '#064e3b',
];
const amber: MantineColorsTuple = [
  '#fffbeb', '#fef3c7', '#fde68a', '#fcd34d', '#fbbf24', '#f59e0b', '#d97706', '#b45309', '#92400e', '#78350f',
];

/** The one Mantine theme of the Coffer web app. */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  colors: { emerald, amber },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  // A visible focus ring for keyboard users on every focusable Mantine element.
  focusRing: 'auto',
  cursorType: 'pointer',
});
