import { Button, Divider, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { SsoButtons } from '../SsoButtons/SsoButtons';

export interface OtherSignInsProps {
  /** A divider above: the password form is shown too. */
  belowPasswordForm: boolean;
  withPasskey: boolean;
  providers: ReadonlyArray<{ id: string; label: string }>;
  returnTo: () => string;
  passkeyPending: boolean;
  disabled: boolean;
  onPasskey: () => void;
}

/**
 * The login's ways in besides the password: a passkey, and each single sign-on provider. Loaded
 * after the password form, so a first visit to /login downloads no more than that form needs.
 */
export function OtherSignIns(props: OtherSignInsProps) {
  const { belowPasswordForm, withPasskey, providers, returnTo, passkeyPending, disabled, onPasskey } = props;
  if (!withPasskey && providers.length === 0) return null;
  return (
    <>
      {belowPasswordForm && <Divider label="or" labelPosition="center" />}
      <Stack gap="xs">
        {withPasskey && (
          <Button
            variant="default"
            fullWidth
            leftSection={<IconKey size={18} aria-hidden="true" />}
            disabled={disabled}
            onClick={onPasskey}
          >
            {passkeyPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
          </Button>
        )}
        <SsoButtons providers={providers} returnTo={returnTo} />
      </Stack>
    </>
  );
}
