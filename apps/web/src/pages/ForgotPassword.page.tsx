import { ForgotPasswordScreen } from '@coffer/web-auth';

/** 'Forgot password?': asks for a reset link. */
export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
