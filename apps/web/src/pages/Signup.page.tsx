import { SignupScreen } from '@coffer/web-auth';

export default function SignupPage() {
  return <SignupScreen />;
}
