import { Anchor, Box, Button, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, LOGIN_PASSWORD_MIN_LENGTH, isValidEmail } from '@coffer/shared-contracts';
import { useApolloClient } from '@coffer/web-data-access';
import { toast } from '@coffer/web-ui';
import { passkeysSupported } from '../../api/passkey-ceremony';
import { loginNoticeOf } from '../../domain/login-notice';
import { takeRedirectAfterLogin } from '../../domain/redirect';
import { SSO_LINK_NOTICE, ssoReturnOf, withoutSsoReturn, type SsoReturn } from '../../domain/sso-return';
import { SSO_LINK_CONFIRM_MUTATION } from '../../graphql/sso';
import { useSignInOptions } from '../../hooks/useSignInOptions';
import { failureMessageOf, useAuthStore } from '../../stores/useAuthStore';
import { AuthCard } from '../AuthCard/AuthCard';
import { useLoginFields } from './useLoginFields';
import { PasswordField } from '../PasswordField/PasswordField';
// The second step and the other ways in are loaded when shown: a first visit needs only the form.
const SecondFactorForm = lazy(() => import('./SecondFactorForm').then((m) => ({ default: m.SecondFactorForm })));
const OtherSignIns = lazy(() => import('./OtherSignIns').then((m) => ({ default: m.OtherSignIns })));

/**
 * Login screen: e-mail and password, a passkey, or a single sign-on provider; then, for an
 * account with two-step verification, a code (or a passkey) in the same card. Back at the
 * password step (by choice, or because the sign-in expired) the e-mail address is kept and the
 * password field has the focus. Where passwords are turned off, only the passkey and the
 * providers are offered.
 *
 * Single sign-on comes back here with its answer in the address (read once, then dropped from
 * it): `sso_error` (shown in the red box), `second_factor=1&return_to=…` (the second step, then
 * that path), or `sso_link` (sign in, then the provider is linked to the account; at once when
 * already signed in).
 */
export function LoginScreen() {
  const login = useAuthStore((s) => s.login);
  const loginWithPasskey = useAuthStore((s) => s.loginWithPasskey);
  const error = useAuthStore((s) => s.error);
  const secondFactorRequired = useAuthStore((s) => s.secondFactorRequired);
  const awaitSecondFactor = useAuthStore((s) => s.awaitSecondFactor);
  const cancelSecondFactor = useAuthStore((s) => s.cancelSecondFactor);
  const sessionLoading = useAuthStore((s) => s.loading);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const navigate = useNavigate();
  const location = useLocation();
  const { passwordSignIn, providers } = useSignInOptions();
  const client = useApolloClient();
  const [submitting, setSubmitting] = useState(false);
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [ssoReturn, setSsoReturn] = useState<SsoReturn | null>(() => ssoReturnOf(location.search));
  const password = useRef<HTMLInputElement>(null);
  const wasSecondStep = useRef(secondFactorRequired);
  const linking = useRef(false);
  const withPasskey = passkeysSupported();
  const linkToken = ssoReturn?.kind === 'link' ? ssoReturn.token : null;
  const ssoError = ssoReturn?.kind === 'error' ? ssoReturn.message : null;
  const shownError = error ?? ssoError;
  // E.g. 'Your password was changed…' after a reset; an error takes its place.
  const notice = shownError ? null : linkToken ? SSO_LINK_NOTICE : loginNoticeOf(location.state);

  const form = useLoginFields({
    email: (value) => (isValidEmail(value) ? null : ACCOUNT_MESSAGES.invalidEmail),
    password: (value) => (value.length >= LOGIN_PASSWORD_MIN_LENGTH ? null : ACCOUNT_MESSAGES.loginPasswordTooShort),
  });

  useEffect(() => {
    if (wasSecondStep.current && !secondFactorRequired) password.current?.focus();
    wasSecondStep.current = secondFactorRequired;
  }, [secondFactorRequired]);

  // Single sign-on's answer, read from the address and then dropped from it (a link token is
  // not left in the history); also when it arrives while this screen is open (a second step's
  // return_to that is this screen with a link to confirm).
  useEffect(() => {
    const found = ssoReturnOf(location.search);
    if (!found) return;
    setSsoReturn(found);
    if (found.kind === 'second-factor') awaitSecondFactor();
    void navigate(
      { pathname: location.pathname, search: withoutSsoReturn(location.search), hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [location, navigate, awaitSecondFactor]);

  const goOn = () => {
    const target = takeRedirectAfterLogin(location.state);
    void navigate((ssoReturn?.kind === 'second-factor' && ssoReturn.returnTo) || target, { replace: true });
  };
  const goOnLater = useRef(goOn);
  goOnLater.current = goOn;

  // Signed in (here, or already when single sign-on proposed the link): the link is confirmed,
  // then on to where a login goes.
  useEffect(() => {
    if (!linkToken || sessionLoading || !isAuthenticated || linking.current) return;
    linking.current = true;
    void (async () => {
      try {
        const { data } = await client.mutate({ mutation: SSO_LINK_CONFIRM_MUTATION, variables: { token: linkToken } });
        const label = data?.ssoLinkConfirm.label;
        toast({
          title: 'Single sign-on linked',
          description: label ? `You can sign in with ${label} from now on.` : undefined,
        });
      } catch (caught) {
        toast({
          title: 'Single sign-on not linked',
          description: failureMessageOf(caught) ?? 'Please try again.',
          variant: 'destructive',
        });
      }
      goOnLater.current();
    })();
  }, [linkToken, sessionLoading, isAuthenticated, client]);

  // With a link to confirm, the effect above goes on once the session is there.
  const signedIn = () => {
    if (!linkToken) goOn();
  };

  /** A new attempt: an earlier single sign-on refusal is no longer the news. */
  const attempt = () => {
    if (ssoError) setSsoReturn(null);
  };

  const submit = form.onSubmit(async (values) => {
    attempt();
    setSubmitting(true);
    try {
      const outcome = await login({ email: values.email, password: values.password });
      if (outcome === 'signed-in') return signedIn();
      // The code is asked for next; the password is not kept meanwhile.
      form.setFieldValue('password', '');
      setSubmitting(false);
    } catch {
      // The store holds the message; the red box shows it.
      setSubmitting(false);
    }
  });

  const signInWithPasskey = async () => {
    attempt();
    setPasskeyPending(true);
    try {
      await loginWithPasskey();
      signedIn();
    } catch {
      // The store holds the message (a cancelled prompt says so plainly).
      setPasskeyPending(false);
    }
  };

  // Where single sign-on comes back to: a link waiting to be confirmed needs this screen again.
  const ssoReturnTo = () => (linkToken ? `/login?sso_link=${linkToken}` : takeRedirectAfterLogin(location.state));

  if (secondFactorRequired) {
    return (
      <AuthCard
        title="Two-step verification"
        error={null}
        notice={linkToken ? SSO_LINK_NOTICE : null}
        footer={
          <Anchor component="button" type="button" fw={600} onClick={cancelSecondFactor}>
            Back to sign in
          </Anchor>
        }
      >
        <Suspense fallback={null}>
          <SecondFactorForm onSignedIn={signedIn} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Log in to Coffer"
      error={shownError}
      notice={notice}
      footer={
        passwordSignIn && (
          <>
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to="/signup" fw={600}>
              Create one
            </Anchor>
          </>
        )
      }
    >
      {passwordSignIn && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label="Email" type="email" autoComplete="email" required {...form.inputProps('email')} />
            <PasswordField
              ref={password}
              label="Password"
              autoComplete="current-password"
              {...form.inputProps('password')}
            />
            <Box ta="right" mt={-4}>
              <Anchor component={Link} to="/forgot-password" size="sm">
                Forgot password?
              </Anchor>
            </Box>
            <Button type="submit" fullWidth disabled={submitting || passkeyPending}>
              {submitting ? 'Continuing...' : 'Continue'}
            </Button>
          </Stack>
        </form>
      )}
      <Suspense fallback={null}>
        <OtherSignIns
          belowPasswordForm={passwordSignIn}
          withPasskey={withPasskey}
          providers={providers}
          returnTo={ssoReturnTo}
          passkeyPending={passkeyPending}
          disabled={passkeyPending || submitting}
          onPasskey={() => void signInWithPasskey()}
        />
      </Suspense>
    </AuthCard>
  );
}
