/** Where Mantine's default colour scheme manager keeps this browser's choice. */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';
/**
 * Set on <html> before the first paint when the screen the server rendered is not the one this
 * browser will show (index.html hides the root element meanwhile).
 */
export const STALE_FIRST_SCREEN_ATTRIBUTE = 'data-stale-first-screen';
