import { AccountSettingsView } from '@coffer/web-auth';

/** Settings › Account: change the password or the e-mail address. */
export default function AccountSettingsPage() {
  return <AccountSettingsView />;
}
