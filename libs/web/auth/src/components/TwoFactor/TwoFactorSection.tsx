import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation, useQuery } from '@coffer/web-data-access';
import { formatDate, toast } from '@coffer/web-ui';
import {
  RECOVERY_CODES_REGENERATE_MUTATION,
  TWO_FACTOR_DISABLE_MUTATION,
  TWO_FACTOR_ENABLE_MUTATION,
  TWO_FACTOR_SETUP_MUTATION,
  TWO_FACTOR_STATUS_QUERY,
} from '../../graphql/two-factor';
import { failureMessageOf } from '../../stores/useAuthStore';
import { AuthenticatorSetup, type AuthenticatorKey } from './AuthenticatorSetup';
import { IdentityForm } from './IdentityForm';
import { RecoveryCodes } from './RecoveryCodes';

export const TWO_FACTOR_OFF_TEXT = 'Ask for a code from an authenticator app when you sign in.';
export const FEW_RECOVERY_CODES_TEXT = 'Few recovery codes left: make new ones.';
/** At or below this many unused recovery codes, the section suggests new ones. */
export const FEW_RECOVERY_CODES = 3;

/** What the dialog shows. */
type Dialog =
  | { kind: 'set-up'; authenticatorKey: AuthenticatorKey | null }
  | { kind: 'recovery-codes'; codes: string[] }
  | { kind: 'new-codes' }
  | { kind: 'turn-off' };

const DIALOG_TITLES: Record<Dialog['kind'], string> = {
  'set-up': 'Set up authenticator app',
  'recovery-codes': 'Save your recovery codes',
  'new-codes': 'New recovery codes',
  'turn-off': 'Turn off two-step verification',
};

/**
 * Settings › Account › Two-step verification: off, set up an authenticator app (password, QR
 * code and key, a first code, then the recovery codes shown once); on, since when and how many
 * recovery codes are left, with new recovery codes or turning it off (password and a code).
 */
export function TwoFactorSection({ email }: { email: string }) {
  const { data, dataState, error } = useQuery(TWO_FACTOR_STATUS_QUERY, { fetchPolicy: 'cache-and-network' });
  const refresh = { refetchQueries: ['TwoFactorStatus'], awaitRefetchQueries: true };
  const [setUp] = useMutation(TWO_FACTOR_SETUP_MUTATION);
  const [enable] = useMutation(TWO_FACTOR_ENABLE_MUTATION, refresh);
  const [disable] = useMutation(TWO_FACTOR_DISABLE_MUTATION, refresh);
  const [regenerate] = useMutation(RECOVERY_CODES_REGENERATE_MUTATION, refresh);
  // The dialog keeps its content while it fades out; what it showed goes once it is gone.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const status = dataState === 'complete' ? data.me.twoFactor : null;

  const open = (next: Dialog) => {
    setDialog(next);
    setOpened(true);
  };
  const close = () => setOpened(false);

  if (!status) {
    return error ? (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} title="Failed to load">
        {failureMessageOf(error) ?? 'Please try again later.'}
      </Alert>
    ) : (
      <Group justify="center" py="sm">
        <Loader size="sm" aria-label="Loading two-step verification" />
      </Group>
    );
  }

  return (
    <Stack gap="sm" maw={560}>
      {status.enabled ? (
        <>
          <Group gap="xs" wrap="nowrap">
            <IconShieldCheck size={20} color="var(--mantine-color-teal-filled)" aria-hidden="true" />
            <Text size="sm" fw={600}>
              On since {formatDate(status.enabledAt)}.
            </Text>
          </Group>
          <Text size="sm">Recovery codes left: {status.recoveryCodesLeft}.</Text>
          {status.recoveryCodesLeft <= FEW_RECOVERY_CODES && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
              {FEW_RECOVERY_CODES_TEXT}
            </Alert>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={() => open({ kind: 'new-codes' })}>
              New recovery codes
            </Button>
            <Button color="red" variant="light" onClick={() => open({ kind: 'turn-off' })}>
              Turn off
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm">{TWO_FACTOR_OFF_TEXT}</Text>
          <Group>
            <Button
              leftSection={<IconShieldLock size={16} aria-hidden="true" />}
              onClick={() => open({ kind: 'set-up', authenticatorKey: null })}
            >
              Set up authenticator app
            </Button>
          </Group>
        </>
      )}

      <Modal
        opened={opened}
        onClose={close}
        onExitTransitionEnd={() => setDialog(null)}
        title={dialog ? DIALOG_TITLES[dialog.kind] : ''}
        // Codes shown once are not lost to a stray click beside the dialog.
        closeOnClickOutside={dialog?.kind !== 'recovery-codes'}
        centered
      >
        {dialog?.kind === 'set-up' &&
          (dialog.authenticatorKey ? (
            <AuthenticatorSetup
              authenticatorKey={dialog.authenticatorKey}
              onCancel={close}
              onTurnOn={async (code) => {
                const { data: enabled } = await enable({ variables: { input: { code } } });
                setDialog({ kind: 'recovery-codes', codes: enabled?.twoFactorEnable ?? [] });
              }}
            />
          ) : (
            <IdentityForm
              intro="To start, enter your current password."
              withSecondFactor={false}
              submitLabel="Continue"
              onCancel={close}
              onSubmit={async ({ password }) => {
                const { data: started } = await setUp({ variables: { input: { password } } });
                if (started) setDialog({ kind: 'set-up', authenticatorKey: started.twoFactorSetup });
              }}
            />
          ))}
        {dialog?.kind === 'new-codes' && (
          <IdentityForm
            intro="Your current recovery codes stop working once the new ones are made."
            withSecondFactor
            submitLabel="Make new codes"
            onCancel={close}
            onSubmit={async (input) => {
              const { data: made } = await regenerate({ variables: { input } });
              setDialog({ kind: 'recovery-codes', codes: made?.recoveryCodesRegenerate ?? [] });
            }}
          />
        )}
        {dialog?.kind === 'turn-off' && (
          <IdentityForm
            intro="Signing in will ask only for your password, and your recovery codes stop working."
            withSecondFactor
            submitLabel="Turn off"
            danger
            onCancel={close}
            onSubmit={async (input) => {
              await disable({ variables: { input } });
              close();
              toast({ title: 'Two-step verification is off', description: 'Signing in asks only for your password.' });
            }}
          />
        )}
        {dialog?.kind === 'recovery-codes' && <RecoveryCodes codes={dialog.codes} email={email} onDone={close} />}
      </Modal>
    </Stack>
  );
}
