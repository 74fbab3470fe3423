import { LoginScreen } from '@coffer/web-auth';

export default function LoginPage() {
  return <LoginScreen />;
}
