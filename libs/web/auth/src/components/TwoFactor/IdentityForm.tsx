import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorCodeOf } from '@coffer/web-data-access';
import type { SecondFactorProof } from '../../api/auth-api';
import { secondFactorProofOf } from '../../domain/second-factor';
import { failureMessageOf } from '../../stores/useAuthStore';
import { PasswordField } from '../PasswordField/PasswordField';

export const PROOF_LABEL = 'Code from the app or a recovery code';
export const PROOF_MISSING_MESSAGE = 'Enter a code from the app or one of your recovery codes.';

export interface IdentityFormProps {
  intro: string;
  /** Asks for a code from the app or a recovery code as well as the password. */
  withSecondFactor: boolean;
  submitLabel: string;
  danger?: boolean;
  /** Rejects with the server's refusal, shown under the field it is about. */
  onSubmit: (input: { password: string } & SecondFactorProof) => Promise<void>;
  onCancel: () => void;
}

/**
 * The current password, and optionally a code, before a change to two-step verification. A wrong
 * password is refused under the password, a wrong code under the code, anything else above both.
 */
export function IdentityForm({ intro, withSecondFactor, submitLabel, danger, onSubmit, onCancel }: IdentityFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', proof: '' },
    validate: {
      password: (v: string) => (v === '' ? 'Enter your current password' : null),
      proof: (v: string) => (withSecondFactor && v.trim() === '' ? PROOF_MISSING_MESSAGE : null),
    },
  });

  const submit = form.onSubmit(async ({ password, proof }) => {
    setFailure(null);
    try {
      await onSubmit(withSecondFactor ? { password, ...secondFactorProofOf(proof) } : { password });
    } catch (caught) {
      const message = failureMessageOf(caught) ?? 'Something went wrong. Please try again.';
      const code = errorCodeOf(caught);
      if (code === 'WRONG_PASSWORD') form.setFieldError('password', message);
      else if (withSecondFactor && (code === 'INVALID_CODE' || code === 'RATE_LIMITED'))
        form.setFieldError('proof', message);
      else setFailure(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          data-autofocus
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('password')}
        />
        {withSecondFactor && (
          <TextInput
            label={PROOF_LABEL}
            required
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            errorProps={{ role: 'alert' }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('proof')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color={danger ? 'red' : undefined} loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
