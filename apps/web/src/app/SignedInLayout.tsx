import { Outlet } from 'react-router';
import { AuthenticatedLayout } from '@coffer/web-auth';
import { GlobalSearch, useLiveFileEvents } from '@coffer/web-files';
import { useUnseenSharesCount } from '@coffer/web-sharing';

/**
 * The authenticated layout with the header's unseen-shares badge, kept live by the
 * shareReceived subscription (polled every 60 s only while the socket is down), and the
 * itemsChanged subscription that refreshes the folder on screen. The account-wide search sits
 * above every signed-in screen.
 */
export function SignedInLayout() {
  useLiveFileEvents();
  const unseen = useUnseenSharesCount();
  return (
    <AuthenticatedLayout unseenSharedCount={unseen}>
      <GlobalSearch />
      <Outlet />
    </AuthenticatedLayout>
  );
}
