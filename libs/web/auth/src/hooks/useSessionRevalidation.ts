import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuthStore } from '../stores/useAuthStore';

/**
 * Inside the protected area: re-reads the session on every navigation and whenever the tab
 * becomes visible again, so a session ended on the server (logout elsewhere, expiry) sends the
 * user to /login with 'Session expired. Please login again.' at the next action.
 */
export function useSessionRevalidation(): void {
  const revalidate = useAuthStore((s) => s.revalidateSession);
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    void revalidate();
  }, [pathname, revalidate]);

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void revalidate();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [revalidate]);
}
