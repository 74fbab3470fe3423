import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH } from '@coffer/shared-contracts';
import { errorCodeOf } from '@coffer/web-data-access';
import { passkeyFailureMessage } from '../../domain/passkeys';
import { failureMessageOf } from '../../stores/useAuthStore';
import { PasswordField } from '../PasswordField/PasswordField';

export const ADD_PASSKEY_NOTE =
  'Your browser then asks you to make the passkey: with your fingerprint, face, screen lock or security key.';

const nameError = (value: string) => {
  const name = value.trim();
  return name.length === 0 || name.length > PASSKEY_NAME_MAX_LENGTH ? PASSKEY_MESSAGES.invalidName : null;
};

/**
 * Where a refusal belongs: under the password (wrong password), under the name (a name the
 * server refuses), or above both (the browser's prompt, anything else).
 */
function placeFailure(
  caught: unknown,
  form: { setFieldError: (field: string, message: string) => void },
  setFailure: (message: string) => void,
) {
  const browser = passkeyFailureMessage(caught);
  if (browser) return setFailure(browser);
  const message = failureMessageOf(caught) ?? 'Something went wrong. Please try again.';
  if (errorCodeOf(caught) === 'WRONG_PASSWORD') form.setFieldError('password', message);
  else if (message === PASSKEY_MESSAGES.invalidName) form.setFieldError('name', message);
  else setFailure(message);
}

export interface AddPasskeyFormProps {
  /** The name offered (e.g. 'Chrome on macOS'). */
  suggestedName: string;
  /** Makes the passkey (the server's options, the browser's prompt, the server's check); rejects with the refusal. */
  onSubmit: (input: { password: string; name: string }) => Promise<void>;
  onCancel: () => void;
}

/** The current password and a name, before the browser is asked to make a passkey. */
export function AddPasskeyForm({ suggestedName, onSubmit, onCancel }: AddPasskeyFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', name: suggestedName },
    validate: {
      password: (v: string) => (v === '' ? 'Enter your current password' : null),
      name: nameError,
    },
  });

  const submit = form.onSubmit(async ({ password, name }) => {
    setFailure(null);
    try {
      await onSubmit({ password, name: name.trim() });
    } catch (caught) {
      placeFailure(caught, form, setFailure);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">To add a passkey, enter your current password and name the passkey.</Text>
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
        <TextInput
          label="Name"
          description="So you can tell your passkeys apart."
          required
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('name')}
        />
        <Text size="xs" c="dimmed">
          {ADD_PASSKEY_NOTE}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Add passkey
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface RenamePasskeyFormProps {
  name: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel: () => void;
}

/** A new name for a passkey. */
export function RenamePasskeyForm({ name, onSubmit, onCancel }: RenamePasskeyFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { name }, validate: { name: nameError } });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values.name.trim());
    } catch (caught) {
      placeFailure(caught, form, setFailure);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Name"
          required
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          data-autofocus
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
