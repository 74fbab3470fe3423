import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SECOND_FACTOR_MESSAGES, TOTP_DIGITS } from '@coffer/shared-contracts';
import { passkeysSupported } from '../../api/passkey-ceremony';
import { useAuthStore } from '../../stores/useAuthStore';
import { CODE_INCOMPLETE_MESSAGE, OneTimeCodeField } from '../OneTimeCodeField/OneTimeCodeField';

export const RECOVERY_CODE_INSTRUCTIONS =
  'Enter one of the recovery codes you saved when you turned on two-step verification.';
export const RECOVERY_CODE_MISSING_MESSAGE = 'Enter one of your recovery codes.';

type Factor = 'code' | 'recoveryCode';

/**
 * The login screen's second step: a code from the authenticator app or, after 'Use a recovery
 * code', one of the recovery codes. The field has the focus, and a refusal is announced under it
 * (the server's refusal stays until the field changes). In a browser with WebAuthn, 'Use a
 * passkey' asks for one of the account's passkeys instead; its refusal (the account has none, the
 * prompt was cancelled) is announced under that button. `onSignedIn` runs once signed in.
 */
export function SecondFactorForm({ onSignedIn }: { onSignedIn: () => void }) {
  const loginSecondFactor = useAuthStore((s) => s.loginSecondFactor);
  const loginSecondFactorWithPasskey = useAuthStore((s) => s.loginSecondFactorWithPasskey);
  const serverError = useAuthStore((s) => s.error);
  const clearError = useAuthStore((s) => s.clearError);
  const [factor, setFactor] = useState<Factor>('code');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [passkeyPending, setPasskeyPending] = useState(false);
  // Which attempt the server's refusal answers: the field's, or the passkey's.
  const [lastTried, setLastTried] = useState<'field' | 'passkey'>('field');
  const field = useRef<HTMLInputElement>(null);
  const withPasskey = passkeysSupported();

  useEffect(() => field.current?.focus(), [factor]);

  const change = (next: string) => {
    setValue(next);
    setMissing(null);
    if (serverError) clearError();
  };

  const switchFactor = () => {
    change('');
    setFactor(factor === 'code' ? 'recoveryCode' : 'code');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (factor === 'code' ? typed.length !== TOTP_DIGITS : typed === '') {
      setMissing(factor === 'code' ? CODE_INCOMPLETE_MESSAGE : RECOVERY_CODE_MISSING_MESSAGE);
      field.current?.focus();
      return;
    }
    setLastTried('field');
    setSubmitting(true);
    try {
      await loginSecondFactor(factor === 'code' ? { code: typed } : { recoveryCode: typed });
      onSignedIn();
    } catch {
      // The store holds the message; an expired sign-in has left this step.
      setSubmitting(false);
      field.current?.select();
    }
  };

  const tryPasskey = async () => {
    setMissing(null);
    setLastTried('passkey');
    setPasskeyPending(true);
    try {
      await loginSecondFactorWithPasskey();
      onSignedIn();
    } catch {
      // The store holds the message, shown under the button; an expired sign-in has left this step.
      setPasskeyPending(false);
    }
  };

  const error = missing ?? (lastTried === 'field' ? serverError : null);
  const passkeyError = lastTried === 'passkey' ? serverError : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" ta="center">
          {factor === 'code' ? SECOND_FACTOR_MESSAGES.required : RECOVERY_CODE_INSTRUCTIONS}
        </Text>
        {factor === 'code' ? (
          <OneTimeCodeField ref={field} label="Authentication code" value={value} onChange={change} error={error} />
        ) : (
          <TextInput
            ref={field}
            label="Recovery code"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            onChange={(event) => change(event.currentTarget.value)}
            error={error}
            errorProps={{ role: 'alert' }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        )}
        <Button type="submit" fullWidth disabled={submitting || passkeyPending}>
          {submitting ? 'Verifying...' : 'Verify'}
        </Button>
        {withPasskey && (
          <Button
            variant="default"
            fullWidth
            leftSection={<IconKey size={18} aria-hidden="true" />}
            disabled={submitting || passkeyPending}
            onClick={() => void tryPasskey()}
          >
            {passkeyPending ? 'Waiting for your passkey...' : 'Use a passkey'}
          </Button>
        )}
        {passkeyError && (
          <Alert color="red" variant="light" role="alert">
            {passkeyError}
          </Alert>
        )}
        <Anchor component="button" type="button" size="sm" onClick={switchFactor}>
          {factor === 'code' ? 'Use a recovery code' : 'Use your authenticator app'}
        </Anchor>
      </Stack>
    </form>
  );
}
