import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@coffer/web-data-access';
import { VERIFY_EMAIL_MUTATION } from '../../graphql/account';
import { failureMessageOf, useAuthStore } from '../../stores/useAuthStore';
import { AuthCard } from '../AuthCard/AuthCard';

export const VERIFIED_MESSAGE = 'Your e-mail address is confirmed. Files shared with it now appear in Shared with Me.';
export const MISSING_TOKEN_MESSAGE = 'This link is incomplete. Open the link from the e-mail again.';

type State = { status: 'checking' } | { status: 'done'; email: string } | { status: 'failed'; message: string };

/**
 * The page the verification link opens: confirms the address with the link's token once
 * (the token is single-use, so a re-render never sends it again) and says how it went.
 */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify] = useMutation(VERIFY_EMAIL_MUTATION);
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const user = useAuthStore((s) => s.user);
  const revalidate = useAuthStore((s) => s.revalidateSession);
  const [state, setState] = useState<State>(
    token ? { status: 'checking' } : { status: 'failed', message: MISSING_TOKEN_MESSAGE },
  );
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verify({ variables: { token } })
      .then(({ data }) => {
        setState({ status: 'done', email: data?.verifyEmail.email ?? '' });
        // A signed-in tab drops its 'confirm your address' banner.
        void revalidate();
      })
      .catch((caught: unknown) =>
        setState({
          status: 'failed',
          message: failureMessageOf(caught) ?? 'Could not confirm the address. Please try again.',
        }),
      );
  }, [token, verify, revalidate]);

  const onward = signedIn ? (
    <Button component={Link} to="/dashboard" fullWidth>
      Go to Coffer
    </Button>
  ) : (
    <Button component={Link} to="/login" fullWidth>
      Log in
    </Button>
  );

  if (state.status === 'checking') {
    return (
      <AuthCard title="Confirming your address" error={null} footer={null}>
        <Group justify="center" py="md">
          <Loader size="sm" aria-label="Confirming" />
        </Group>
      </AuthCard>
    );
  }

  if (state.status === 'done') {
    return (
      <AuthCard title="Address confirmed" error={null} notice={VERIFIED_MESSAGE} footer={null}>
        <Stack gap="md">
          {state.email && (
            <Text size="sm" ta="center" style={{ overflowWrap: 'anywhere' }}>
              Your account uses <strong>{state.email}</strong>.
            </Text>
          )}
          {onward}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Could not confirm your address" error={state.message} footer={null}>
      <Stack gap="md">
        <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {user?.emailVerified
            ? `Links work once, for 24 hours. Your address, ${user.email}, is confirmed.`
            : signedIn
              ? 'Links work once, for 24 hours. Ask for a new one with "Resend e-mail" at the top of the app.'
              : 'Links work once, for 24 hours.'}
        </Text>
        {onward}
      </Stack>
    </AuthCard>
  );
}
