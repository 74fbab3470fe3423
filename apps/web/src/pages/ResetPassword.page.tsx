import { ResetPasswordScreen } from '@coffer/web-auth';

/** The page the password reset link opens. */
export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}
