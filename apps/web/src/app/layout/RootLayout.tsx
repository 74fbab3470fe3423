import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useClearAuthErrorOnLeave } from '@coffer/web-auth';
import { MAIN_CONTENT_ID } from '@coffer/web-ui';
import { pageTitle } from '../page-title';
import { NavigationProgress } from './NavigationProgress';

/**
 * Wraps every route: the login/signup error box is cleared when those screens are left, the tab
 * title names the screen, and after a navigation keyboard focus starts at the new screen's content
 * (unless the screen already put it into its content or a dialog). While the next screen's code
 * loads, a bar across the top says so.
 */
export function RootLayout() {
  useClearAuthErrorOnLeave();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    document.title = pageTitle(pathname);
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    const active = document.activeElement;
    const placed = active && active !== document.body && (main?.contains(active) || active.closest('[role="dialog"]'));
    if (main && !placed) main.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
