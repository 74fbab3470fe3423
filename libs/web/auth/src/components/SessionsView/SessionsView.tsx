import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { payloadResult, useMutation, useQuery, type SessionsQuery, type SignInMethod } from '@coffer/web-data-access';
import { PageHeader, formatDate, toast } from '@coffer/web-ui';
import { formatRelativeTime } from '../../domain/relative-time';
import { END_OTHER_SESSIONS_MUTATION, END_SESSION_MUTATION, SESSIONS_QUERY } from '../../graphql/sessions';
import { failureMessageOf } from '../../stores/useAuthStore';

type Session = SessionsQuery['me']['sessions']['nodes'][number];

/** How each session signed in, as its row says it. */
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  PASSWORD: 'Signed in with password',
  PASSWORD_AND_TOTP: 'Signed in with password and authenticator code',
  PASSWORD_AND_RECOVERY_CODE: 'Signed in with password and recovery code',
  PASSWORD_AND_PASSKEY: 'Signed in with password and passkey',
  PASSKEY: 'Signed in with passkey',
  SSO: 'Signed in with single sign-on',
  SSO_AND_TOTP: 'Signed in with single sign-on and authenticator code',
  SSO_AND_RECOVERY_CODE: 'Signed in with single sign-on and recovery code',
  SSO_AND_PASSKEY: 'Signed in with single sign-on and passkey',
  REGISTRATION: 'Signed in at sign-up',
};

const isPhone = (session: Session) =>
  /android|iphone|ipad|ios|mobile/i.test(`${session.device} ${session.userAgent ?? ''}`);

function SessionRow({ session, onEnd }: { session: Session; onEnd: (session: Session) => void }) {
  const Icon = isPhone(session) ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="sm"
      data-testid="session-row"
      data-current={session.current || undefined}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }} align="flex-start">
        <ThemeIcon variant="light" color={session.current ? 'blue' : 'gray'} size={36} radius="md">
          <Icon size={20} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {session.device}
            </Text>
            {session.current && (
              <Badge size="sm" variant="light" color="blue">
                This device
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {session.clientAddress ?? 'Unknown address'} ·{' '}
            {session.current ? 'Active now' : `Last seen ${formatRelativeTime(session.lastSeenAt)}`}
          </Text>
          <Text size="xs" c="dimmed">
            {SIGN_IN_METHOD_LABELS[session.signInMethod]} · {formatDate(session.createdAt)}
          </Text>
        </Stack>
      </Group>
      {!session.current && (
        <Button
          size="xs"
          color="red"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => onEnd(session)}
          aria-label={`Sign out ${session.device}`}
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

/**
 * Settings › Sessions: where the person is logged in, with 'Sign out' for any other session and
 * 'Sign out everywhere else', each after a confirmation.
 */
export function SessionsView() {
  const { data, dataState, error } = useQuery(SESSIONS_QUERY, { fetchPolicy: 'cache-and-network' });
  const refresh = { refetchQueries: ['Sessions'], awaitRefetchQueries: true };
  const [endOne, { loading: endingOne }] = useMutation(END_SESSION_MUTATION, refresh);
  const [endOthers, { loading: endingOthers }] = useMutation(END_OTHER_SESSIONS_MUTATION, refresh);
  const [confirming, setConfirming] = useState<Session | 'others' | null>(null);
  // This device first, then the others as the server orders them (most recently used first).
  const sessions =
    dataState === 'complete' ? [...data.me.sessions.nodes].sort((a, b) => Number(b.current) - Number(a.current)) : null;
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  const confirm = async () => {
    if (!confirming) return;
    try {
      if (confirming === 'others') {
        payloadResult((await endOthers()).data?.sessionsEndOthers, 'endedSessionCount');
        toast({ title: 'Signed out everywhere else', description: 'Only this device is still logged in.' });
      } else {
        payloadResult((await endOne({ variables: { id: confirming.id } })).data?.sessionEnd, 'endedSessionId');
        toast({ title: 'Session signed out', description: `"${confirming.device}" has to log in again.` });
      }
      setConfirming(null);
    } catch (caught) {
      toast({
        title: 'Could not sign out',
        description: failureMessageOf(caught) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Sessions"
        description="The browsers and devices where you are logged in. Sign out any you don't recognise."
        action={
          <Button
            variant="default"
            color="red"
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            disabled={others === 0}
            onClick={() => setConfirming('others')}
          >
            Sign out everywhere else
          </Button>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="sessions-title">
        <Title order={2} fz="h4" id="sessions-title" mb="xs">
          Your sessions
        </Title>
        {sessions === null ? (
          error ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={18} aria-hidden="true" />}
              title="Failed to load your sessions"
            >
              {failureMessageOf(error) ?? 'Please try again later.'}
            </Alert>
          ) : (
            <Group justify="center" py="lg">
              <Loader size="sm" aria-label="Loading sessions" />
            </Group>
          )
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Sessions">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} onEnd={setConfirming} />
            ))}
          </Stack>
        )}
      </Paper>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'others' ? 'Sign out everywhere else?' : 'Sign out this session?'}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {confirming === 'others'
              ? 'Every other browser and device is signed out at once and has to log in again. This one stays logged in.'
              : `The session "${confirming?.device ?? ''}" is signed out at once and has to log in again.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red" loading={endingOne || endingOthers} onClick={() => void confirm()}>
              {confirming === 'others' ? 'Sign out everywhere else' : 'Sign out'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
