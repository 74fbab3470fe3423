import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowLeft, IconBan, IconCopy, IconEdit, IconLock, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { payloadResult, serverMessageOf, useMutation } from '@coffer/web-data-access';
import { PageHeader, formatFileSize, toast } from '@coffer/web-ui';
import { BLOCK_FILE_REQUEST_SENDER_MUTATION } from '../../graphql/file-requests';
import { formatBytes } from '@coffer/shared-contracts';
import { typesLabel } from '../../domain/drop-rules';
import { STATE_COLORS, STATE_LABELS, receivedLabel, senderLabel } from '../../domain/request-state';
import { groupBySender, type SenderGroup } from '../../domain/senders';
import { toastArrival, useFileRequest, useFileRequestArrivals } from '../../hooks/useFileRequests';
import { RequestDialog } from '../RequestDialog/RequestDialog';
import { copyRequestLink, useRequestActions } from '../../hooks/useRequestActions';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string | null | undefined) => {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : DATE_TIME.format(date);
};

/** 'Block and move their files to the trash': what the confirmation says. */
export function blockConfirmation(group: Pick<SenderGroup, 'files'> & Parameters<typeof senderLabel>[0]): string {
  const count = group.files.filter((f) => !f.inTrash).length;
  const files = count === 1 ? 'the 1 file' : `the ${count} files`;
  return `Block ${senderLabel(group)}? They cannot send files to any of your requests any more, and ${files} they sent here go to the trash.`;
}

function SenderFiles({ group, onBlock }: { group: SenderGroup; onBlock: () => void }) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="sm"
      aria-label={`Files from ${senderLabel(group)}`}
      data-testid="request-sender"
    >
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {senderLabel(group)}
        </Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconBan size={14} aria-hidden="true" />}
          onClick={onBlock}
        >
          Block and move their files to the trash
        </Button>
      </Group>
      {/* A list rather than a table: it fits a phone without a scrolling region. */}
      <Stack
        component="ul"
        gap={0}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={`Files from ${senderLabel(group)}`}
      >
        {group.files.map((file) => (
          <li
            key={file.id}
            data-testid="request-file"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: '6px 0' }}
          >
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Text>
              {file.inTrash && (
                <Badge size="xs" color="gray" variant="light">
                  In the trash
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[file.path ?? 'Not in a folder', formatFileSize(file.size), formatDateTime(file.receivedAt)].join(' · ')}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** One request: its settings and the files that arrived by sender (live), with Block per sender. */
export function RequestDetail({ id }: { id: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = pathname.startsWith('/app') ? '/app' : '/dashboard';
  const { request, files, loading, missing, failed, refetch } = useFileRequest(id);
  const [editing, setEditing] = useState(false);
  const actions = useRequestActions(() => void navigate(`${base}/requests`));
  const [block] = useMutation(BLOCK_FILE_REQUEST_SENDER_MUTATION);
  useFileRequestArrivals((requestId, file) => {
    if (requestId !== id) return;
    void refetch();
    toastArrival(file);
  });

  const back = (
    <Anchor component={Link} to={`${base}/requests`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        All requests
      </Group>
    </Anchor>
  );

  if (loading) return <Loader aria-label="Loading the request" />;
  if (failed || missing || !request) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>Request not found</Title>
        <Text c="dimmed">{failed ? 'Failed to load the request.' : 'It does not exist, or it was deleted.'}</Text>
      </Stack>
    );
  }

  const confirmBlock = (group: SenderGroup) =>
    modals.openConfirmModal({
      title: 'Block sender',
      centered: true,
      children: <Text size="sm">{blockConfirmation(group)}</Text>,
      labels: { confirm: 'Block and move to the trash', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void block({ variables: { input: { id: request.id, senderId: group.senderId, trashFiles: true } } })
          .then(({ data }) => {
            const payload = data?.fileRequestBlockSender;
            payloadResult(payload, 'blocked');
            const trashed = payload?.trashed ?? 0;
            toast({
              title: 'Sender blocked',
              description: `${trashed === 1 ? '1 file' : `${trashed} files`} moved to the trash.`,
            });
            void refetch();
          })
          .catch((caught: unknown) =>
            toast({
              title: 'Could not block the sender',
              description: serverMessageOf(caught) ?? 'Try again.',
              variant: 'destructive',
            }),
          ),
    });

  const open = request.state === 'OPEN';
  const settings = [
    `Into ${request.folder?.fullPath ?? 'a deleted folder'}`,
    request.expiresAt ? `Open until ${formatDateTime(request.expiresAt)}` : 'No expiry',
    request.hasPassword ? 'Password protected' : 'No password',
    request.recipients.length > 0 ? `Only ${request.recipients.join(', ')}` : 'Anyone with the link',
    `Accepts ${typesLabel(request.acceptedTypes)}`,
    ...(request.maxFiles !== null ? [`Up to ${request.maxFiles} files`] : []),
    ...(request.maxFileBytes !== null ? [`Up to ${formatBytes(request.maxFileBytes)} per file`] : []),
    ...(request.maxTotalBytes !== null ? [`Up to ${formatBytes(request.maxTotalBytes)} in all`] : []),
    ...(request.requireName ? ['Asks for a name'] : []),
    ...(request.requireEmail ? ['Asks for an e-mail address'] : []),
  ];
  const groups = groupBySender(files);

  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={request.title}
        description={
          <Group gap="xs" component="span">
            <Badge component="span" size="sm" variant="light" color={STATE_COLORS[request.state]}>
              {STATE_LABELS[request.state]}
            </Badge>
            <span data-testid="request-received">{receivedLabel(request.receivedFiles)}</span>
          </Group>
        }
        action={
          <Group gap="xs">
            {open && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCopy size={14} aria-hidden="true" />}
                onClick={() => void copyRequestLink(request.url)}
              >
                Copy link
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} aria-hidden="true" />}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
            {request.state !== 'CLOSED' && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconLock size={14} aria-hidden="true" />}
                onClick={() => actions.confirmClose(request)}
              >
                Close
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => actions.confirmDelete(request)}
            >
              Delete
            </Button>
          </Group>
        }
      />
      {request.message && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.message}
        </Text>
      )}
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {settings.join(' · ')}
      </Text>
      {open && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Link:{' '}
          <Text span ff="monospace" data-testid="request-url">
            {request.url}
          </Text>
        </Text>
      )}
      <Title order={2} fz="h3">
        Files received
      </Title>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet. New files show here as they arrive.
        </Text>
      ) : (
        groups.map((group) => <SenderFiles key={group.senderId} group={group} onBlock={() => confirmBlock(group)} />)
      )}
      {failed && (
        <Alert color="red" variant="light">
          Failed to load the files
        </Alert>
      )}
      <RequestDialog opened={editing} request={request} onClose={() => setEditing(false)} />
    </Stack>
  );
}
