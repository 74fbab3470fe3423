import { SessionsView } from '@coffer/web-auth';

/** Settings › Sessions: where the user is logged in; sign sessions out. */
export default function SessionsPage() {
  return <SessionsView />;
}
