import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, isStrongPassword, isValidEmail } from '@coffer/shared-contracts';
import { takeRedirectAfterLogin } from '../../domain/redirect';
import { useSignInOptions } from '../../hooks/useSignInOptions';
import { useAuthStore } from '../../stores/useAuthStore';
import { AuthCard } from '../AuthCard/AuthCard';
import { NewPasswordFields } from '../NewPasswordFields/NewPasswordFields';
import { SsoButtons } from '../SsoButtons/SsoButtons';

export const SIGNUP_PASSWORD_OFF_TEXT =
  'Password sign-up is turned off on this server. Sign in with single sign-on instead: your account is made the first time you do.';

interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The button is enabled only when every signup rule holds. */
export function canSubmitSignup({ name, email, password, confirmPassword }: SignupValues): boolean {
  return name.trim() !== '' && isValidEmail(email) && isStrongPassword(password) && confirmPassword === password;
}

/**
 * Signup screen. Where passwords are turned off, it says so and offers the single sign-on
 * providers, which make an account at the first sign-in.
 */
export function SignupScreen() {
  const register = useAuthStore((s) => s.register);
  const error = useAuthStore((s) => s.error);
  const navigate = useNavigate();
  const location = useLocation();
  const { passwordSignIn, providers } = useSignInOptions();
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<SignupValues>({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validateInputOnBlur: ['name', 'email'],
    validate: {
      name: (value) => (value.trim() !== '' ? null : ACCOUNT_MESSAGES.nameRequired),
      email: (value) => (isValidEmail(value) ? null : ACCOUNT_MESSAGES.invalidEmail),
    },
  });
  const { values } = form;

  const submit = form.onSubmit(async ({ name, email, password }) => {
    setSubmitting(true);
    try {
      // Sent exactly as typed; the server trims and lowercases the e-mail.
      await register({ email, password, name });
      void navigate(takeRedirectAfterLogin(location.state), { replace: true });
    } catch {
      setSubmitting(false);
    }
  });

  const footer = (
    <>
      Already have an account?{' '}
      <Anchor component={Link} to="/login" fw={600}>
        Log in
      </Anchor>
    </>
  );

  if (!passwordSignIn) {
    return (
      <AuthCard title="Create an account to join Coffer" error={null} footer={footer}>
        <Text size="sm" ta="center">
          {SIGNUP_PASSWORD_OFF_TEXT}
        </Text>
        <SsoButtons providers={providers} returnTo={() => takeRedirectAfterLogin(location.state)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create an account to join Coffer" error={error} footer={footer}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <NewPasswordFields
            passwordLabel="Password"
            confirmLabel="Confirm password"
            passwordProps={form.getInputProps('password')}
            confirmProps={form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth mt="xs" disabled={submitting || !canSubmitSignup(values)}>
            {submitting ? 'Creating...' : 'Create account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
