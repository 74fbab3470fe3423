import { Alert, Badge, Button, Checkbox, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  serverMessageOf,
  useMutation,
  useQuery,
  type WebhookEventType,
  type WebhookFieldsFragment,
} from '@coffer/web-data-access';
import { toast } from '@coffer/web-ui';
import { CREATE_WEBHOOK_MUTATION, DELETE_WEBHOOK_MUTATION, WEBHOOKS_QUERY } from '../../graphql/webhooks';
import { SECRET_NOTE } from '../AccessTokens/AccessTokensView';
import { SecretShownOnce } from '../SecretShownOnce/SecretShownOnce';

/** The events offered in the form, in the words of the account page. */
export const WEBHOOK_EVENTS: ReadonlyArray<{ value: WebhookEventType; label: string }> = [
  { value: 'UPLOAD_COMPLETED', label: 'Upload completed' },
  { value: 'ITEMS_CHANGED', label: 'Files or folders changed' },
  { value: 'SHARE_LINK_CREATED', label: 'Share link created' },
  { value: 'SHARE_LINK_REVOKED', label: 'Share link revoked' },
  { value: 'SHARE_RECEIVED', label: 'File shared with me' },
];

interface CreateValues {
  url: string;
  eventTypes: WebhookEventType[];
}

function CreateWebhookForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const [create, { loading }] = useMutation(CREATE_WEBHOOK_MUTATION, {
    refetchQueries: ['Webhooks'],
    awaitRefetchQueries: true,
  });
  const form = useForm<CreateValues>({
    initialValues: { url: '', eventTypes: ['UPLOAD_COMPLETED'] },
    validate: {
      url: (v) => (v.trim() === '' ? 'Enter the URL to send events to' : null),
      eventTypes: (v) => (v.length === 0 ? 'Choose at least one event' : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await create({
        variables: { input: { url: values.url.trim(), eventTypes: values.eventTypes } },
      });
      if (!data) return;
      const { secret, userErrors } = data.createWebhook;
      // The server names the field at fault: ["input", "url"] shows under the URL field.
      for (const error of userErrors) form.setFieldError(error.field?.[1] ?? 'url', error.message);
      if (secret) {
        onCreated(secret);
        form.reset();
      }
    } catch (caught) {
      toast({
        title: 'Could not add the webhook',
        description: serverMessageOf(caught) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput
          label="Endpoint URL"
          description="An https address of yours; each event is POSTed there, signed."
          required
          {...form.getInputProps('url')}
        />
        <Checkbox.Group label="Events" required {...form.getInputProps('eventTypes')}>
          <Stack gap={6} mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event.value} value={event.value} label={event.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={loading}>
            Add webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NewWebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Alert color="green" variant="light" radius="md" title="Webhook added" role="status">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {SECRET_NOTE}
        </Text>
        <SecretShownOnce label="Signing secret" secret={secret} />
        <Group>
          <Button variant="subtle" size="xs" onClick={onDone}>
            I have stored it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function WebhookItem({ webhook, onDelete }: { webhook: WebhookFieldsFragment; onDelete: () => void }) {
  const labels = new Map(WEBHOOK_EVENTS.map((e) => [e.value, e.label]));
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Text>
          <Group gap={4}>
            {webhook.eventTypes.map((type) => (
              <Badge key={type} size="sm" variant="light">
                {labels.get(type) ?? type.toLowerCase()}
              </Badge>
            ))}
            {!webhook.enabled && (
              <Badge size="sm" color="red" variant="outline">
                Disabled
              </Badge>
            )}
          </Group>
          {webhook.disabledReason && (
            <Text size="xs" c="dimmed">
              {webhook.disabledReason}
            </Text>
          )}
        </Stack>
        <Button size="xs" color="red" variant="light" onClick={onDelete} aria-label={`Delete webhook ${webhook.url}`}>
          Delete
        </Button>
      </Group>
    </Paper>
  );
}

/** Account › Webhooks: the endpoints that receive this account's events; add (secret shown once) and delete. */
export function WebhooksSection() {
  const { data, loading } = useQuery(WEBHOOKS_QUERY);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<WebhookFieldsFragment | null>(null);
  const [remove, { loading: deleting }] = useMutation(DELETE_WEBHOOK_MUTATION, {
    refetchQueries: ['Webhooks'],
    awaitRefetchQueries: true,
  });
  const webhooks = data?.webhooks.edges.map((e) => e.node) ?? [];

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      await remove({ variables: { input: { id: confirming.id } } });
    } catch (caught) {
      toast({
        title: 'Could not delete the webhook',
        description: serverMessageOf(caught) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
    setConfirming(null);
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Coffer POSTs signed events (Standard Webhooks) to these addresses. See the API documentation for verifying them.
      </Text>
      {secret && <NewWebhookSecret secret={secret} onDone={() => setSecret(null)} />}
      {!loading && webhooks.length === 0 && <Text size="sm">No webhooks yet.</Text>}
      {webhooks.length > 0 && (
        <Stack gap="sm" component="ul" aria-label="Webhooks" p={0} m={0} style={{ listStyle: 'none' }}>
          {webhooks.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} onDelete={() => setConfirming(webhook)} />
          ))}
        </Stack>
      )}
      <CreateWebhookForm onCreated={setSecret} />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Delete webhook?" centered>
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {confirming?.url} stops receiving events at once, and its delivery log is deleted.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red" loading={deleting} onClick={() => void confirmDelete()}>
              Delete webhook
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
