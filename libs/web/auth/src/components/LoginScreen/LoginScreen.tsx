import { Anchor, Box, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, LOGIN_PASSWORD_MIN_LENGTH, isValidEmail } from '@coffer/shared-contracts';
import { loginNoticeOf } from '../../domain/login-notice';
import { takeRedirectAfterLogin } from '../../domain/redirect';
import { useAuthStore } from '../../stores/useAuthStore';
import { AuthCard } from '../AuthCard/AuthCard';
import { PasswordField } from '../PasswordField/PasswordField';

interface LoginValues {
  email: string;
  password: string;
}

/** Login screen. */
export function LoginScreen() {
  const login = useAuthStore((s) => s.login);
  const error = useAuthStore((s) => s.error);
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  // E.g. 'Your password was changed…' after a reset; an error takes its place.
  const notice = error ? null : loginNoticeOf(location.state);

  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validateInputOnBlur: true,
    validate: {
      email: (value) => (isValidEmail(value) ? null : ACCOUNT_MESSAGES.invalidEmail),
      password: (value) => (value.length >= LOGIN_PASSWORD_MIN_LENGTH ? null : ACCOUNT_MESSAGES.loginPasswordTooShort),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      await login({ email: values.email, password: values.password });
      void navigate(takeRedirectAfterLogin(location.state), { replace: true });
    } catch {
      // The store holds the message; the red box shows it.
      setSubmitting(false);
    }
  });

  return (
    <AuthCard
      title="Log in to Coffer"
      error={error}
      notice={notice}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            Create one
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Box ta="right" mt={-4}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Box>
          <Button type="submit" fullWidth disabled={submitting}>
            {submitting ? 'Continuing...' : 'Continue'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
