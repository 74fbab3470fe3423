import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, isValidEmail } from '@coffer/shared-contracts';
import { useMutation } from '@coffer/web-data-access';
import { REQUEST_PASSWORD_RESET_MUTATION } from '../../graphql/account';
import { failureMessageOf } from '../../stores/useAuthStore';
import { AuthCard } from '../AuthCard/AuthCard';

/** The same words whatever the address: the page never tells whether an account uses it. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we sent it a link to set a new password. The link works once, for one hour.';

/** 'Forgot password?': asks the server to mail a reset link. */
export function ForgotPasswordScreen() {
  const [request, { loading }] = useMutation(REQUEST_PASSWORD_RESET_MUTATION);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validateInputOnBlur: true,
    validate: { email: (value: string) => (isValidEmail(value.trim()) ? null : ACCOUNT_MESSAGES.invalidEmail) },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      await request({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (caught) {
      setError(failureMessageOf(caught) ?? 'Could not send the link. Please try again.');
    }
  });

  const footer = (
    <>
      Remembered it?{' '}
      <Anchor component={Link} to="/login" fw={600}>
        Log in
      </Anchor>
    </>
  );

  if (sentTo !== null) {
    return (
      <AuthCard title="Check your e-mail" error={null} notice={RESET_REQUESTED_MESSAGE} footer={footer}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
            Sent to <strong>{sentTo}</strong>. No e-mail? Check the spam folder, or try again in a few minutes.
          </Text>
          <Button variant="default" fullWidth onClick={() => setSentTo(null)}>
            Use another address
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account's e-mail address and we'll send you a link to set a new password."
      error={error}
      footer={footer}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Button type="submit" fullWidth mt="xs" loading={loading}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
