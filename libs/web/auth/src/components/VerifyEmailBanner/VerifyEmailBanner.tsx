import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useMutation } from '@coffer/web-data-access';
import { SEND_VERIFICATION_EMAIL_MUTATION } from '../../graphql/account';
import { failureMessageOf, useAuthStore } from '../../stores/useAuthStore';

export const VERIFY_BANNER_TITLE = 'Confirm your e-mail address';
export const RESENT_MESSAGE = 'We sent a new link. Check your inbox.';

/**
 * Shown in the signed-in layout while the user's address is unconfirmed: files shared with the
 * address stay hidden until then. Offers to send the link again (the server throttles it). The
 * session is re-read when the window regains focus, so confirming in another tab hides it.
 */
export function VerifyEmailBanner() {
  const user = useAuthStore((s) => s.user);
  const revalidate = useAuthStore((s) => s.revalidateSession);
  const [send, { loading }] = useMutation(SEND_VERIFICATION_EMAIL_MUTATION);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const unverified = user?.emailVerified === false;

  useEffect(() => {
    if (!unverified) return;
    const onFocus = () => void revalidate();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [unverified, revalidate]);

  if (!unverified) return null;

  const resend = async () => {
    setResult(null);
    try {
      await send();
      setResult({ ok: true, text: RESENT_MESSAGE });
    } catch (caught) {
      setResult({ ok: false, text: failureMessageOf(caught) ?? 'Could not send the e-mail. Please try again.' });
    }
  };

  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      mb="md"
      title={VERIFY_BANNER_TITLE}
      icon={<IconMailExclamation size={20} aria-hidden="true" />}
      data-testid="verify-email-banner"
      // A standing notice, not an interruption: no 'alert' role, which screen readers announce.
      role="region"
      aria-label={VERIFY_BANNER_TITLE}
    >
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          We sent a link to <strong>{user.email}</strong>. Files shared with this address appear only after you confirm
          it.
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button size="xs" variant="white" color="dark" loading={loading} onClick={() => void resend()}>
            Resend e-mail
          </Button>
          {result && (
            <Text size="sm" c={result.ok ? 'teal.8' : 'red.8'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
