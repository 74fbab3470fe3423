import { AccessTokensView } from '@coffer/web-auth';

/** Settings › Access tokens: create, list and revoke personal access tokens. */
export default function AccessTokensPage() {
  return <AccessTokensView />;
}
