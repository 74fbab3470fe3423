import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconKey } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  payloadResult,
  serverMessageOf,
  useMutation,
  useQuery,
  type AccessTokenFieldsFragment,
  type TokenScope,
} from '@coffer/web-data-access';
import { PageHeader, formatDate, toast } from '@coffer/web-ui';
import {
  ACCESS_TOKENS_QUERY,
  CREATE_ACCESS_TOKEN_MUTATION,
  REVOKE_ACCESS_TOKEN_MUTATION,
} from '../../graphql/access-tokens';
import { SecretShownOnce } from '../SecretShownOnce/SecretShownOnce';

export const TOKEN_SCOPES: ReadonlyArray<{ value: TokenScope; label: string; description: string }> = [
  { value: 'READ', label: 'Read', description: 'List, read and download your files.' },
  { value: 'WRITE', label: 'Write', description: 'Upload, create, rename, move and delete.' },
  { value: 'SHARE', label: 'Share', description: 'Create share links and share with other accounts.' },
  {
    value: 'DAV',
    label: 'WebDAV',
    description: 'Sign in from WebDAV clients (rclone, Finder, Explorer) with this token as the password.',
  },
];

export const TOKEN_EXPIRY_OPTIONS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

/** Below Mantine's sm breakpoint the table would need sideways scrolling. */
const PHONE_QUERY = '(max-width: 47.99em)';

export const SECRET_NOTE = "Copy it now: you won't be able to see it again.";

/** 'Never', 'Expired' or the expiry date. */
export function tokenExpiryLabel(expiresAt: string | null, now = Date.now()): string {
  if (!expiresAt) return 'Never';
  return Date.parse(expiresAt) <= now ? 'Expired' : formatDate(expiresAt);
}

interface CreatedToken {
  id: string;
  name: string;
  secret: string;
}

interface CreateValues {
  name: string;
  scopes: TokenScope[];
  expiry: string;
}

function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedToken) => void }) {
  const [create, { loading }] = useMutation(CREATE_ACCESS_TOKEN_MUTATION, {
    refetchQueries: ['AccessTokens'],
    awaitRefetchQueries: true,
  });
  const form = useForm<CreateValues>({
    initialValues: { name: '', scopes: ['READ'], expiry: '30' },
    validate: {
      name: (v) =>
        v.trim() === '' ? 'Give the token a name' : v.trim().length > 100 ? 'At most 100 characters' : null,
      scopes: (v) => (v.length === 0 ? 'Choose at least one scope' : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await create({
        variables: {
          input: {
            name: values.name.trim(),
            scopes: values.scopes,
            expiresInDays: values.expiry === 'never' ? null : Number(values.expiry),
          },
        },
      });
      const accessToken = payloadResult(data?.accessTokenCreate, 'accessToken');
      const token = data?.accessTokenCreate.token;
      if (!accessToken || !token) return;
      onCreated({ id: accessToken.id, name: accessToken.name, secret: token });
      form.reset();
    } catch (caught) {
      toast({
        title: 'Could not create the token',
        description: serverMessageOf(caught) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="new-token-title">
      <Title order={2} fz="h4" mb="sm" id="new-token-title">
        New token
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Token name"
            description="What the token is for, e.g. 'Backup script'."
            required
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <Checkbox.Group
            label="Scopes"
            description="What the token may do."
            required
            {...form.getInputProps('scopes')}
          >
            <Stack gap="xs" mt="xs">
              {TOKEN_SCOPES.map((scope) => (
                <Checkbox key={scope.value} value={scope.value} label={scope.label} description={scope.description} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label="Expires"
            data={TOKEN_EXPIRY_OPTIONS}
            allowDeselect={false}
            maw={240}
            {...form.getInputProps('expiry')}
          />
          <Group>
            <Button type="submit" loading={loading} leftSection={<IconKey size={16} aria-hidden="true" />}>
              Create token
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <Alert
      color="green"
      variant="light"
      radius="md"
      title={`Token "${name}" created`}
      icon={<IconCheck size={18} aria-hidden="true" />}
      role="status"
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {SECRET_NOTE}
        </Text>
        <SecretShownOnce label="Your new token" secret={secret} testId="new-token-secret" />
        <Text size="xs" c="dimmed">
          Send it as <Code>Authorization: Bearer &lt;token&gt;</Code>. Anyone holding it acts as you within its scopes.
        </Text>
        <Group>
          <Button variant="subtle" size="xs" onClick={onDone}>
            I have stored it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ScopeBadges({ scopes }: { scopes: readonly string[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {scopes.map((scope) => (
        <Badge
          key={scope}
          size="sm"
          variant="light"
          style={{ flexShrink: 0, overflow: 'visible' }}
          color={scope === 'READ' ? 'blue' : scope === 'WRITE' ? 'orange' : scope === 'DAV' ? 'teal' : 'grape'}
        >
          {scope.toLowerCase()}
        </Badge>
      ))}
    </Group>
  );
}

function RevokeCell({
  token,
  onRevoke,
}: {
  token: AccessTokenFieldsFragment;
  onRevoke: (token: AccessTokenFieldsFragment) => void;
}) {
  return token.revoked ? (
    <Badge color="gray" variant="outline">
      Revoked
    </Badge>
  ) : (
    <Button size="xs" color="red" variant="light" onClick={() => onRevoke(token)} aria-label={`Revoke ${token.name}`}>
      Revoke
    </Button>
  );
}

interface TokenListProps {
  tokens: readonly AccessTokenFieldsFragment[];
  onRevoke: (token: AccessTokenFieldsFragment) => void;
}

/** On a phone each token is a card, so every figure and the Revoke button fit without sideways scrolling. */
function TokenCards({ tokens, onRevoke }: TokenListProps) {
  return (
    <Stack gap="sm" component="ul" aria-label="Access tokens" p={0} m={0} style={{ listStyle: 'none' }}>
      {tokens.map((token) => (
        <Paper
          key={token.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid="token-row"
          c={token.revoked ? 'dimmed' : undefined}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {token.name}
            </Text>
            <RevokeCell token={token} onRevoke={onRevoke} />
          </Group>
          <Group gap="xs" mt={6} wrap="wrap">
            <Code>{token.prefix}…</Code>
            <ScopeBadges scopes={token.scopes} />
          </Group>
          <Text size="xs" mt={6}>
            Created {formatDate(token.createdAt)} · Last used{' '}
            {token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never'} · Expires {tokenExpiryLabel(token.expiresAt)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function TokenList(props: TokenListProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return phone ? <TokenCards {...props} /> : <TokenTable {...props} />;
}

function TokenTable({ tokens, onRevoke }: TokenListProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Access tokens">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Token</Table.Th>
            <Table.Th>Scopes</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <Table.Tr key={token.id} data-testid="token-row" c={token.revoked ? 'dimmed' : undefined}>
              <Table.Td fw={600} miw={120} style={{ overflowWrap: 'anywhere' }}>
                {token.name}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Code>{token.prefix}…</Code>
              </Table.Td>
              <Table.Td>
                <ScopeBadges scopes={token.scopes} />
              </Table.Td>
              <Table.Td>{formatDate(token.createdAt)}</Table.Td>
              <Table.Td>{token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Never'}</Table.Td>
              <Table.Td>{tokenExpiryLabel(token.expiresAt)}</Table.Td>
              <Table.Td ta="right">
                <RevokeCell token={token} onRevoke={onRevoke} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Settings screen: personal access tokens for scripts and integrations. Creates one
 * (its secret shown once, with Copy), lists them, revokes one after a confirmation.
 */
export function AccessTokensView() {
  const { data, dataState, error } = useQuery(ACCESS_TOKENS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [revoke, { loading: revoking }] = useMutation(REVOKE_ACCESS_TOKEN_MUTATION, {
    refetchQueries: ['AccessTokens'],
    awaitRefetchQueries: true,
  });
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [confirming, setConfirming] = useState<AccessTokenFieldsFragment | null>(null);
  const tokens = dataState === 'complete' ? data.accessTokens.edges.map((e) => e.node) : null;

  const confirmRevoke = async () => {
    if (!confirming) return;
    try {
      payloadResult((await revoke({ variables: { id: confirming.id } })).data?.accessTokenRevoke, 'accessToken');
      toast({ title: 'Token revoked', description: `"${confirming.name}" no longer works.` });
      // A revoked token's secret is worthless: its banner goes with it.
      if (created?.id === confirming.id) setCreated(null);
      setConfirming(null);
    } catch (caught) {
      toast({
        title: 'Could not revoke the token',
        description: serverMessageOf(caught) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Access tokens"
        description="Personal access tokens let scripts and integrations use the Coffer API as you, without your password."
      />
      <Stack gap="lg">
        {created && <NewSecret name={created.name} secret={created.secret} onDone={() => setCreated(null)} />}
        <CreateTokenForm onCreated={setCreated} />
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-labelledby="your-tokens-title"
        >
          <Title order={2} fz="h4" mb="sm" id="your-tokens-title">
            Your tokens
          </Title>
          {tokens === null ? (
            error ? (
              <Alert
                color="red"
                icon={<IconAlertTriangle size={18} aria-hidden="true" />}
                title="Failed to load your tokens"
              >
                {serverMessageOf(error) ?? 'Please try again later.'}
              </Alert>
            ) : (
              <Group justify="center" py="lg">
                <Loader size="sm" aria-label="Loading tokens" />
              </Group>
            )
          ) : tokens.length === 0 ? (
            <Text c="dimmed" size="sm">
              No tokens yet.
            </Text>
          ) : (
            <TokenList tokens={tokens} onRevoke={setConfirming} />
          )}
        </Paper>
      </Stack>

      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Revoke token?" centered>
        <Stack gap="md">
          <Text size="sm">
            &quot;{confirming?.name}&quot; stops working at once: anything using it will be refused. This cannot be
            undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red" loading={revoking} onClick={() => void confirmRevoke()}>
              Revoke token
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
