import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCode } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { serverMessageOf, useMutation } from '@coffer/web-data-access';
import { REQUEST_SHARE_CODE_MUTATION, VERIFY_SHARE_CODE_MUTATION } from '../../graphql/sharing';

export interface ShareCodeFormProps {
  token: string;
  /** A right code was entered: this browser may now open the link. */
  onAccess: () => void;
}

type Step = { kind: 'start' } | { kind: 'email' } | { kind: 'code'; email: string };

/**
 * "Get a code by e-mail" on a restricted link: the visitor gives an address, the server mails a
 * 6-digit code if the link lists it (the page says the same either way), and the code opens the
 * link in this browser.
 */
export function ShareCodeForm({ token, onAccess }: ShareCodeFormProps) {
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requestCode, { loading: sending }] = useMutation(REQUEST_SHARE_CODE_MUTATION);
  const [verifyCode, { loading: checking }] = useMutation(VERIFY_SHARE_CODE_MUTATION);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const address = (step.kind === 'code' ? step.email : email).trim();
    if (address === '' || sending) return;
    setError(null);
    try {
      await requestCode({ variables: { token, email: address } });
      setCode('');
      setStep({ kind: 'code', email: address });
    } catch (caught) {
      setError(serverMessageOf(caught) ?? 'Could not send a code. Try again.');
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code' || checking) return;
    setError(null);
    try {
      await verifyCode({ variables: { token, email: step.email, code: code.trim() } });
      onAccess();
    } catch (caught) {
      setError(serverMessageOf(caught) ?? 'This code did not work. Try again.');
    }
  };

  if (step.kind === 'start') {
    return (
      <Button
        variant="light"
        leftSection={<IconMailCode size={18} aria-hidden="true" />}
        onClick={() => setStep({ kind: 'email' })}
      >
        Get a code by e-mail
      </Button>
    );
  }

  return (
    <Stack gap="sm" ta="left" w="100%" maw={360}>
      {step.kind === 'email' ? (
        <form onSubmit={(e) => void send(e)}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Enter the e-mail address this file was shared with. We will send a 6-digit code to it.
            </Text>
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              required
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the user asked for this step; its one field takes the focus
              autoFocus
            />
            <Button type="submit" disabled={email.trim() === '' || sending} loading={sending} fullWidth>
              Send code
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={(e) => void check(e)}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status" style={{ overflowWrap: 'anywhere' }}>
              If {step.email} may open this file, a code is on its way. It works once, for 10 minutes.
            </Text>
            <TextInput
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
              required
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the user asked for this step; its one field takes the focus
              autoFocus
              styles={{ input: { letterSpacing: '0.3em', fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Button type="submit" disabled={code.length !== 6 || checking} loading={checking} fullWidth>
              Open file
            </Button>
            <Group justify="space-between" gap="xs">
              <Anchor component="button" type="button" size="sm" onClick={() => void send()} disabled={sending}>
                Send a new code
              </Anchor>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => (setError(null), setStep({ kind: 'email' }))}
              >
                Use another address
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
