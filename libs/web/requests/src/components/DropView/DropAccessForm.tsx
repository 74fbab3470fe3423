import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DropRequestError, NETWORK_FAILURE, type DropAccessInput, type DropRequestInfo } from '../../api/drop-api';

export interface DropAccessFormProps {
  info: Pick<DropRequestInfo, 'passwordRequired' | 'requireName' | 'requireEmail' | 'restricted'>;
  /** Why the form is shown again (a refused grant), or null. */
  notice: string | null;
  onSubmit: (input: DropAccessInput) => Promise<void>;
  onSendCode: (email: string) => Promise<void>;
}

type Field = 'password' | 'name' | 'email' | 'code';
type Errors = Partial<Record<Field | 'form', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ENTER_NAME = 'Enter your name.';
export const ENTER_EMAIL = 'Enter a valid e-mail address.';
export const ENTER_PASSWORD = 'Password required.';

/** Which field a refusal of `access` belongs under (the server's codes and messages). */
export function fieldOfRefusal(error: DropRequestError, restricted: boolean): Field | 'form' {
  switch (error.code) {
    case 'PASSWORD_REQUIRED':
    case 'WRONG_PASSWORD':
      return 'password';
    case 'REQUEST_RESTRICTED':
      return restricted ? 'code' : 'form';
    case 'VALIDATION_ERROR':
      if (restricted && /code/i.test(error.message)) return 'code';
      if (/name/i.test(error.message)) return 'name';
      if (/e-?mail/i.test(error.message)) return 'email';
      return 'form';
    default:
      return 'form';
  }
}

/**
 * What a request asks of a visitor before files can be sent: its password, a name, an address,
 * and on a restricted request the 6-digit code mailed to a listed address ('Send code').
 */
export function DropAccessForm({ info, notice, onSubmit, onSendCode }: DropAccessFormProps) {
  const askEmail = info.requireEmail || info.restricted;
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);

  const checkEmail = (): string | null => (EMAIL.test(email.trim()) ? null : ENTER_EMAIL);

  const sendCode = async () => {
    const problem = checkEmail();
    if (problem) return setErrors({ email: problem });
    setErrors({});
    setSending(true);
    try {
      await onSendCode(email.trim());
      setCodeSentTo(email.trim());
      setCode('');
    } catch (error) {
      setErrors({ form: error instanceof DropRequestError ? error.message : NETWORK_FAILURE });
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (info.requireName && name.trim() === '') found.name = ENTER_NAME;
    if (askEmail && (info.requireEmail || email.trim() !== '')) {
      const problem = checkEmail();
      if (problem) found.email = problem;
    }
    if (info.passwordRequired && password === '') found.password = ENTER_PASSWORD;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: DropAccessInput = {};
    if (info.passwordRequired) input.password = password;
    if (info.requireName) input.name = name.trim();
    if (askEmail && email.trim() !== '') input.email = email.trim();
    if (info.restricted && code !== '') input.code = code;
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (error) {
      const next: Errors = {};
      if (error instanceof DropRequestError) next[fieldOfRefusal(error, info.restricted)] = error.message;
      else next.form = NETWORK_FAILURE;
      setErrors(next);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Before you send files">
      <Stack gap="sm">
        {notice && (
          <Alert color="yellow" variant="light" role="status">
            {notice}
          </Alert>
        )}
        {info.requireName && (
          <TextInput
            label="Your name"
            autoComplete="name"
            maxLength={100}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
        )}
        {askEmail && (
          <TextInput
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            required={info.requireEmail || info.restricted}
            description={info.restricted ? 'Only listed addresses can send files here. We mail you a code.' : undefined}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
        )}
        {info.restricted && (
          <Stack gap="xs">
            <Group gap="xs">
              <Button variant="light" onClick={() => void sendCode()} loading={sending} disabled={sending}>
                {codeSentTo ? 'Send a new code' : 'Send code'}
              </Button>
            </Group>
            {codeSentTo && (
              <Text size="sm" c="dimmed" role="status" style={{ overflowWrap: 'anywhere' }}>
                If {codeSentTo} may send files here, a code is on its way.
              </Text>
            )}
            <TextInput
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
              error={errors.code}
              styles={{ input: { letterSpacing: '0.3em', fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          </Stack>
        )}
        {info.passwordRequired && (
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            // Mantine marks its other inputs invalid with their error, not this one.
            aria-invalid={errors.password ? true : undefined}
          />
        )}
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" loading={busy} fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
