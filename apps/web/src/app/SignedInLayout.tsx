import { AuthenticatedLayout } from '@coffer/web-auth';
import { useUnseenSharesCount } from '@coffer/web-files';

/** The authenticated layout with the header's unseen-shares badge (polled every 60 s). */
export function SignedInLayout() {
  const unseen = useUnseenSharesCount();
  return <AuthenticatedLayout unseenSharedCount={unseen} />;
}
