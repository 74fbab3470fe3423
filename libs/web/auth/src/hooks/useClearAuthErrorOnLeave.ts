import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '../stores/useAuthStore';

const AUTH_SCREENS = new Set(['/login', '/signup']);

/**
 * The login and signup screens' error box is cleared when the screen is left. Watching
 * the route (rather than the screens' unmount) keeps 'Session expired' visible on arrival, even
 * under React's StrictMode double effects.
 */
export function useClearAuthErrorOnLeave(): void {
  const clearError = useAuthStore((s) => s.clearError);
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current !== pathname && AUTH_SCREENS.has(previous.current)) clearError();
    previous.current = pathname;
  }, [pathname, clearError]);
}
