import { TextInput, type TextInputProps } from '@mantine/core';
import { TOTP_DIGITS } from '@coffer/shared-contracts';

export const CODE_INCOMPLETE_MESSAGE = `Enter the ${TOTP_DIGITS} digits from your authenticator app.`;

export interface OneTimeCodeFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'label'> {
  label: string;
  value: string;
  /** Receives the digits only (a pasted '123 456' gives '123456'), at most TOTP_DIGITS of them. */
  onChange: (value: string) => void;
}

/**
 * A required field for a code from an authenticator app: the phone's number pad, the browser's
 * one-time-code autofill, digits only; its error is announced as it appears.
 */
export function OneTimeCodeField({ value, onChange, ...props }: OneTimeCodeFieldProps) {
  return (
    <TextInput
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, TOTP_DIGITS))}
      errorProps={{ role: 'alert' }}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
      {...props}
    />
  );
}
