// Runs from index.html's head, before the body is painted: a page the server rendered is on
// screen before the app's code has run, and must be painted as the app will show it.
import { FILE_VIEW_PREFERENCES_KEY, remembersOtherView } from '@coffer/web-files/view-preferences';
import { COLOR_SCHEME_KEY, STALE_FIRST_SCREEN_ATTRIBUTE, holdEarlyClicks } from './app/first-paint';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage refused (privacy settings): nothing is remembered.
    return null;
  }
}

const html = document.documentElement;
// The colour scheme this browser chose, else the system's (as Mantine resolves "auto").
const chosen = stored(COLOR_SCHEME_KEY);
const scheme =
  chosen === 'light' || chosen === 'dark'
    ? chosen
    : window.matchMedia('(prefers-color-scheme: dark)').matches
      ? 'dark'
      : 'light';
html.setAttribute('data-mantine-color-scheme', scheme);
// The server renders folders in the default view; a browser that remembers another one hides
// that screen until the app renders its own.
if (remembersOtherView(stored(FILE_VIEW_PREFERENCES_KEY))) html.setAttribute(STALE_FIRST_SCREEN_ATTRIBUTE, '');
holdEarlyClicks();
