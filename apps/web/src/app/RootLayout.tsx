import { Outlet } from 'react-router';
import { useClearAuthErrorOnLeave } from '@coffer/web-auth';

/** Wraps every route: the login/signup error box is cleared when those screens are left. */
export function RootLayout() {
  useClearAuthErrorOnLeave();
  return <Outlet />;
}
