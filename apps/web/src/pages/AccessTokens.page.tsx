import { AccessTokensView } from '@coffer/web-auth';

/** Settings › Access tokens (issue 7): create, list and revoke personal access tokens. */
export default function AccessTokensPage() {
  return <AccessTokensView />;
}
