import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A button that puts `value` on the clipboard and reads 'Copied' for a moment. */
export function CopyValueButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? 'filled' : 'default'}
          color={copied ? 'green' : undefined}
          leftSection={copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
          onClick={copy}
        >
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}

/** A value to copy (a secret the server shows only once, such as a new access token or a webhook's signing secret; an address to paste elsewhere): read-only, selected on focus, with Copy. */
export function SecretShownOnce({ label, secret, testId }: { label: string; secret: string; testId?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        value={secret}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-testid={testId}
      />
      <CopyValueButton value={secret} />
    </Group>
  );
}
