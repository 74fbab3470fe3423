import { VerifyEmailScreen } from '@coffer/web-auth';

/** The page the verification link opens. */
export default function VerifyEmailPage() {
  return <VerifyEmailScreen />;
}
