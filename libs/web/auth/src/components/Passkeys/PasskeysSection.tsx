import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation, useQuery } from '@coffer/web-data-access';
import { formatDate, toast } from '@coffer/web-ui';
import { createPasskey, passkeysSupported } from '../../api/passkey-ceremony';
import { suggestedPasskeyName } from '../../domain/passkeys';
import { formatRelativeTime } from '../../domain/relative-time';
import {
  PASSKEYS_QUERY,
  PASSKEY_REGISTER_MUTATION,
  PASSKEY_REGISTRATION_OPTIONS_MUTATION,
  PASSKEY_REMOVE_MUTATION,
  PASSKEY_RENAME_MUTATION,
} from '../../graphql/passkeys';
import { failureMessageOf } from '../../stores/useAuthStore';
import { AddPasskeyForm, RenamePasskeyForm } from './PasskeyForms';

export const PASSKEYS_INTRO = 'Sign in with a passkey instead of a password, or use it as your second step.';
export const NO_PASSKEYS_TEXT = 'No passkeys yet.';
export const PASSKEYS_UNSUPPORTED_TEXT =
  'This browser cannot make passkeys, so none can be added here: add one from a browser that supports them.';

interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
}

type Dialog = { kind: 'add' } | { kind: 'rename'; passkey: Passkey } | { kind: 'remove'; passkey: Passkey };

const DIALOG_TITLES: Record<Dialog['kind'], string> = {
  add: 'Add a passkey',
  rename: 'Rename passkey',
  remove: 'Remove passkey?',
};

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename: () => void; onRemove: () => void }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="passkey-row">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {passkey.name}
            </Text>
            {passkey.backedUp && (
              <Badge size="sm" variant="light" color="teal">
                Synced
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Added {formatDate(passkey.createdAt)} ·{' '}
            {passkey.lastUsedAt ? `Last used ${formatRelativeTime(passkey.lastUsedAt)}` : 'Never used'}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={onRename} aria-label={`Rename passkey ${passkey.name}`}>
            Rename
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={onRemove}
            aria-label={`Remove passkey ${passkey.name}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Settings › Account › Passkeys: the account's passkeys (name, when added and last used, 'Synced'
 * when it syncs between devices), adding one (the current password and a name, then the
 * browser's prompt), renaming and removing one. In a browser without WebAuthn, adding is not
 * offered and the section says why.
 */
export function PasskeysSection() {
  const { data, dataState, error } = useQuery(PASSKEYS_QUERY, { fetchPolicy: 'cache-and-network' });
  const refresh = { refetchQueries: ['Passkeys'], awaitRefetchQueries: true };
  const [registrationOptions] = useMutation(PASSKEY_REGISTRATION_OPTIONS_MUTATION);
  const [register] = useMutation(PASSKEY_REGISTER_MUTATION, refresh);
  const [rename] = useMutation(PASSKEY_RENAME_MUTATION);
  const [remove, { loading: removing }] = useMutation(PASSKEY_REMOVE_MUTATION, refresh);
  // The dialog keeps its content while it fades out; what it showed goes once it is gone.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const passkeys = dataState === 'complete' ? data.me.passkeys : null;
  const canAdd = passkeysSupported();

  const open = (next: Dialog) => {
    setRemoveFailure(null);
    setDialog(next);
    setOpened(true);
  };
  const close = () => setOpened(false);

  const add = async ({ password, name }: { password: string; name: string }) => {
    const { data: options } = await registrationOptions({ variables: { password } });
    if (!options) return;
    const responseJson = await createPasskey(options.passkeyRegistrationOptions);
    await register({ variables: { input: { responseJson, name } } });
    close();
    toast({ title: 'Passkey added', description: `"${name}" signs you in from now on.` });
  };

  const confirmRemove = async (passkey: Passkey) => {
    setRemoveFailure(null);
    try {
      await remove({ variables: { id: passkey.id } });
      close();
      toast({ title: 'Passkey removed', description: `"${passkey.name}" no longer signs you in.` });
    } catch (caught) {
      setRemoveFailure(failureMessageOf(caught) ?? 'Could not remove the passkey. Please try again.');
    }
  };

  if (!passkeys) {
    return error ? (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden="true" />} title="Failed to load">
        {failureMessageOf(error) ?? 'Please try again later.'}
      </Alert>
    ) : (
      <Group justify="center" py="sm">
        <Loader size="sm" aria-label="Loading passkeys" />
      </Group>
    );
  }

  return (
    <Stack gap="sm" maw={560}>
      <Text size="sm">{PASSKEYS_INTRO}</Text>
      {passkeys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_PASSKEYS_TEXT}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" aria-label="Passkeys" p={0} m={0} style={{ listStyle: 'none' }}>
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRename={() => open({ kind: 'rename', passkey })}
              onRemove={() => open({ kind: 'remove', passkey })}
            />
          ))}
        </Stack>
      )}
      {canAdd ? (
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => open({ kind: 'add' })}>
            Add a passkey
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {PASSKEYS_UNSUPPORTED_TEXT}
        </Text>
      )}

      <Modal
        opened={opened}
        onClose={close}
        onExitTransitionEnd={() => setDialog(null)}
        title={dialog ? DIALOG_TITLES[dialog.kind] : ''}
        centered
      >
        {dialog?.kind === 'add' && (
          <AddPasskeyForm
            suggestedName={suggestedPasskeyName(typeof navigator === 'undefined' ? undefined : navigator.userAgent)}
            onCancel={close}
            onSubmit={add}
          />
        )}
        {dialog?.kind === 'rename' && (
          <RenamePasskeyForm
            name={dialog.passkey.name}
            onCancel={close}
            onSubmit={async (name) => {
              await rename({ variables: { input: { id: dialog.passkey.id, name } } });
              close();
            }}
          />
        )}
        {dialog?.kind === 'remove' && (
          <Stack gap="md">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              &quot;{dialog.passkey.name}&quot; will no longer sign you in. It stays on your device or in your password
              manager until you delete it there.
            </Text>
            {removeFailure && (
              <Alert color="red" variant="light" role="alert">
                {removeFailure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button color="red" loading={removing} onClick={() => void confirmRemove(dialog.passkey)}>
                Remove passkey
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
