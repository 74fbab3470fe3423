import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '@coffer/web-ui';
import { useSessionRevalidation } from '../../hooks/useSessionRevalidation';
import { useAuthStore } from '../../stores/useAuthStore';

/**
 * Authentication gate: 'Loading...' while authentication loads; then the content for
 * a signed-in user with a user record, else /login carrying the requested location (history
 * entry replaced).
 */
export function AuthGate({ children }: { children?: ReactNode }) {
  const loading = useAuthStore((s) => s.loading);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  useSessionRevalidation();

  if (loading) return <FullScreenLoader />;
  if (!isAuthenticated || !user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children ?? <Outlet />}</>;
}
