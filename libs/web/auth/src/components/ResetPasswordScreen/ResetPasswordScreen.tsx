import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@coffer/web-data-access';
import { PASSWORD_RESET_NOTICE, type LoginNoticeState } from '../../domain/login-notice';
import { RESET_PASSWORD_MUTATION } from '../../graphql/account';
import { failureMessageOf, useAuthStore } from '../../stores/useAuthStore';
import { AuthCard } from '../AuthCard/AuthCard';
import { NewPasswordFields, isAcceptableNewPassword } from '../NewPasswordFields/NewPasswordFields';

export const RESET_LINK_INCOMPLETE =
  'This link is incomplete. Open the link from the e-mail again, or ask for a new one.';

/**
 * The page the reset link opens: a new password (the sign-up rules, live) and its confirmation.
 * The server signs every session out, so on success the person logs in again with a notice.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const signOutHere = useAuthStore((s) => s.logout);
  const clearError = useAuthStore((s) => s.clearError);
  const [reset, { loading }] = useMutation(RESET_PASSWORD_MUTATION);
  const [error, setError] = useState<string | null>(token ? null : RESET_LINK_INCOMPLETE);
  const form = useForm({ initialValues: { password: '', confirmPassword: '' } });
  const { values } = form;

  const submit = form.onSubmit(async ({ password }) => {
    setError(null);
    try {
      await reset({ variables: { input: { token, password } } });
    } catch (caught) {
      setError(failureMessageOf(caught) ?? 'Could not set the password. Please try again.');
      return;
    }
    // This browser's session, if any, has just been ended by the server too.
    if (signedIn) {
      await signOutHere();
      // Not 'Session expired': the person knows why, the notice says it.
      clearError();
    }
    const state: LoginNoticeState = { notice: PASSWORD_RESET_NOTICE };
    void navigate('/login', { replace: true, state });
  });

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a new password for your Coffer account."
      error={error}
      footer={
        <>
          Link expired?{' '}
          <Anchor component={Link} to="/forgot-password" fw={600}>
            Get a new one
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NewPasswordFields
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirmPassword')}
          />
          <Button
            type="submit"
            fullWidth
            mt="xs"
            loading={loading}
            disabled={!token || !isAcceptableNewPassword(values.password, values.confirmPassword)}
          >
            Set password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
