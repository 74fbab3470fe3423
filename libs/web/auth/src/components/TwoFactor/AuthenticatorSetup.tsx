import { Button, Center, Code, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TOTP_DIGITS } from '@coffer/shared-contracts';
import { groupInFours } from '../../domain/second-factor';
import { failureMessageOf } from '../../stores/useAuthStore';
import { CODE_INCOMPLETE_MESSAGE, OneTimeCodeField } from '../OneTimeCodeField/OneTimeCodeField';
import { CopyValueButton } from '../SecretShownOnce/SecretShownOnce';
import { QrCode } from './QrCode';

export interface AuthenticatorKey {
  secret: string;
  uri: string;
}

export const SCAN_INSTRUCTIONS = 'Scan this QR code with your authenticator app, or type the key into it by hand.';

/**
 * The set-up's second step: the new key as a QR code and as text, and the first code from the
 * app, which turns two-step verification on. `onTurnOn` rejects with the server's refusal.
 */
export function AuthenticatorSetup({
  authenticatorKey,
  onTurnOn,
  onCancel,
}: {
  authenticatorKey: AuthenticatorKey;
  onTurnOn: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const intro = useRef<HTMLParagraphElement>(null);
  const field = useRef<HTMLInputElement>(null);

  // This step replaces the password step in the open dialog: reading starts at its instructions.
  useEffect(() => intro.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== TOTP_DIGITS) {
      setError(CODE_INCOMPLETE_MESSAGE);
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onTurnOn(code);
    } catch (caught) {
      setError(failureMessageOf(caught) ?? 'Could not turn it on. Please try again.');
      setBusy(false);
      field.current?.select();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" ref={intro} tabIndex={-1} style={{ outline: 'none' }}>
          {SCAN_INSTRUCTIONS}
        </Text>
        <Center>
          <QrCode value={authenticatorKey.uri} label="QR code of the key for your authenticator app" />
        </Center>
        <div>
          <Text size="sm" fw={500} id="authenticator-key-label">
            Key
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code
              block
              aria-labelledby="authenticator-key-label"
              data-testid="authenticator-key"
              style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'normal' }}
            >
              {groupInFours(authenticatorKey.secret)}
            </Code>
            <CopyValueButton value={authenticatorKey.secret} label="Copy key" />
          </Group>
        </div>
        <OneTimeCodeField
          ref={field}
          label="Code from the app"
          description={`The ${TOTP_DIGITS} digits your authenticator app shows now.`}
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
