import { useEffect } from 'react';
import { useAuthStore } from '../stores/useAuthStore';

/**
 * Share page: the user is re-fetched whenever the browser tab becomes visible (a visitor
 * may have logged in in another tab). Like the start-up fetch, a failure only means "visitor".
 */
export function useRefreshSessionWhenVisible(): void {
  const fetchSession = useAuthStore((s) => s.fetchSession);
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void fetchSession();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [fetchSession]);
}
