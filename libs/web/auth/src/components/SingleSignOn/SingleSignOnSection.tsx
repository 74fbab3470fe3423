import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation, useQuery } from '@coffer/web-data-access';
import { formatDate, toast } from '@coffer/web-ui';
import { formatRelativeTime } from '../../domain/relative-time';
import { IDENTITY_UNLINK_MUTATION, SINGLE_SIGN_ON_QUERY } from '../../graphql/sso';
import { failureMessageOf } from '../../stores/useAuthStore';
import { AccountSection } from '../AccountSettings/AccountSection';

export const SSO_SECTION_INTRO =
  'Accounts at these providers sign you in here. To link another, sign in with it using this account’s e-mail address.';
export const NO_IDENTITIES_TEXT = 'No single sign-on account is linked.';

interface Identity {
  provider: string;
  label: string;
  email: string | null;
  linkedAt: string;
  lastUsedAt: string | null;
}

function IdentityRow({ identity, onUnlink }: { identity: Identity; onUnlink: () => void }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="identity-row">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text size="sm" fw={600}>
            {identity.label}
          </Text>
          {identity.email && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {identity.email}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Linked {formatDate(identity.linkedAt)} ·{' '}
            {identity.lastUsedAt ? `Last used ${formatRelativeTime(identity.lastUsedAt)}` : 'Never used'}
          </Text>
        </Stack>
        <Button size="xs" color="red" variant="light" onClick={onUnlink} aria-label={`Unlink ${identity.label}`}>
          Unlink
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * Settings › Account › Single sign-on, where the server has providers or the account has linked
 * one: the linked accounts (provider, address, when linked and last used) with 'Unlink' after a
 * confirmation. The server refuses to unlink the only way in; its reason is shown.
 */
export function SingleSignOnSection() {
  const { data, dataState } = useQuery(SINGLE_SIGN_ON_QUERY, { fetchPolicy: 'cache-and-network' });
  const [unlink, { loading: unlinking }] = useMutation(IDENTITY_UNLINK_MUTATION, {
    refetchQueries: ['SingleSignOn'],
    awaitRefetchQueries: true,
  });
  const [confirming, setConfirming] = useState<Identity | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (dataState !== 'complete') return null;
  const identities = data.me.identities;
  if (data.signInOptions.providers.length === 0 && identities.length === 0) return null;

  const close = () => {
    setConfirming(null);
    setFailure(null);
  };

  const confirmUnlink = async (identity: Identity) => {
    setFailure(null);
    try {
      await unlink({ variables: { provider: identity.provider } });
      close();
      toast({ title: 'Single sign-on unlinked', description: `${identity.label} no longer signs you in.` });
    } catch (caught) {
      setFailure(failureMessageOf(caught) ?? 'Could not unlink. Please try again.');
    }
  };

  return (
    <AccountSection id="sso-title" title="Single sign-on" icon={<IconLogin2 size={20} aria-hidden="true" />}>
      <Stack gap="sm" maw={560}>
        <Text size="sm">{SSO_SECTION_INTRO}</Text>
        {identities.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NO_IDENTITIES_TEXT}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label="Linked accounts" p={0} m={0} style={{ listStyle: 'none' }}>
            {identities.map((identity) => (
              <IdentityRow key={identity.provider} identity={identity} onUnlink={() => setConfirming(identity)} />
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={confirming !== null}
        onClose={close}
        title={confirming ? `Unlink ${confirming.label}?` : ''}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {confirming?.label} will no longer sign you in to this account. You can link it again by signing in with it.
          </Text>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={unlinking} onClick={() => confirming && void confirmUnlink(confirming)}>
              Unlink
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AccountSection>
  );
}
