import { Anchor, Box, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, LOGIN_PASSWORD_MIN_LENGTH, isValidEmail } from '@coffer/shared-contracts';
import { loginNoticeOf } from '../../domain/login-notice';
import { takeRedirectAfterLogin } from '../../domain/redirect';
import { useAuthStore } from '../../stores/useAuthStore';
import { AuthCard } from '../AuthCard/AuthCard';
import { PasswordField } from '../PasswordField/PasswordField';
import { SecondFactorForm } from './SecondFactorForm';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * Login screen: e-mail and password, then, for an account with two-step verification, a code in
 * the same card. Back at the password step (by choice, or because the sign-in expired) the
 * e-mail address is kept and the password field has the focus.
 */
export function LoginScreen() {
  const login = useAuthStore((s) => s.login);
  const error = useAuthStore((s) => s.error);
  const secondFactorRequired = useAuthStore((s) => s.secondFactorRequired);
  const cancelSecondFactor = useAuthStore((s) => s.cancelSecondFactor);
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const password = useRef<HTMLInputElement>(null);
  const wasSecondStep = useRef(secondFactorRequired);
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

  useEffect(() => {
    if (wasSecondStep.current && !secondFactorRequired) password.current?.focus();
    wasSecondStep.current = secondFactorRequired;
  }, [secondFactorRequired]);

  const goOn = () => void navigate(takeRedirectAfterLogin(location.state), { replace: true });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const outcome = await login({ email: values.email, password: values.password });
      if (outcome === 'signed-in') return goOn();
      // The code is asked for next; the password is not kept meanwhile.
      form.setFieldValue('password', '');
      setSubmitting(false);
    } catch {
      // The store holds the message; the red box shows it.
      setSubmitting(false);
    }
  });

  if (secondFactorRequired) {
    return (
      <AuthCard
        title="Two-step verification"
        error={null}
        footer={
          <Anchor component="button" type="button" fw={600} onClick={cancelSecondFactor}>
            Back to sign in
          </Anchor>
        }
      >
        <SecondFactorForm onSignedIn={goOn} />
      </AuthCard>
    );
  }

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
          <PasswordField
            ref={password}
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
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
