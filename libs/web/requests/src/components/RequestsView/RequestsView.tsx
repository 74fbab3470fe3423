import { ActionIcon, Alert, Badge, Button, Group, Loader, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconCopy, IconDots, IconEdit, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { FileRequestFieldsFragment } from '@coffer/web-data-access';
import { PageHeader, formatDate } from '@coffer/web-ui';
import { STATE_COLORS, STATE_LABELS, receivedLabel, requestPath } from '../../domain/request-state';
import { useFileRequestArrivals, useFileRequests } from '../../hooks/useFileRequests';
import { copyRequestLink, useRequestActions } from '../../hooks/useRequestActions';
import { RequestDialog } from '../RequestDialog/RequestDialog';

function RequestCard({
  request,
  base,
  onEdit,
  actions,
}: {
  request: FileRequestFieldsFragment;
  base: string;
  onEdit: () => void;
  actions: ReturnType<typeof useRequestActions>;
}) {
  const open = request.state === 'OPEN';
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="file-request" data-state={request.state}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text
              component={Link}
              to={requestPath(base, request.id)}
              fw={600}
              c="var(--mantine-color-anchor)"
              style={{ overflowWrap: 'anywhere' }}
            >
              {request.title}
            </Text>
            <Badge size="sm" variant="light" color={STATE_COLORS[request.state]}>
              {STATE_LABELS[request.state]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {`Into ${request.folder?.fullPath ?? 'a deleted folder'}`}
          </Text>
          <Text size="sm" data-testid="file-request-received">
            {receivedLabel(request.receivedFiles)}
            {request.lastReceivedAt ? ` · last on ${formatDate(request.lastReceivedAt)}` : ''}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {open && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCopy size={14} aria-hidden="true" />}
              onClick={() => void copyRequestLink(request.url)}
              aria-label={`Copy link of ${request.title}`}
              visibleFrom="sm"
            >
              Copy link
            </Button>
          )}
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${request.title}`}>
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {open && (
                <Menu.Item
                  leftSection={<IconCopy size={14} aria-hidden="true" />}
                  onClick={() => void copyRequestLink(request.url)}
                >
                  Copy link
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconEdit size={14} aria-hidden="true" />} onClick={onEdit}>
                Edit
              </Menu.Item>
              {request.state !== 'CLOSED' && (
                <Menu.Item
                  leftSection={<IconLock size={14} aria-hidden="true" />}
                  onClick={() => actions.confirmClose(request)}
                >
                  Close
                </Menu.Item>
              )}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={() => actions.confirmDelete(request)}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The owner's file requests: each one's folder, state, files received and last arrival (live),
 * with Create, Copy link, Edit, Close and Delete.
 */
export function RequestsView() {
  const { pathname } = useLocation();
  const base = pathname.startsWith('/app') ? '/app' : '/dashboard';
  const { requests, loading, failed } = useFileRequests();
  const [dialog, setDialog] = useState<{ request: FileRequestFieldsFragment | null } | null>(null);
  const actions = useRequestActions();
  useFileRequestArrivals();

  return (
    <Stack gap={0}>
      <PageHeader
        title="Requests"
        description="Links that let anyone send files into one of your folders."
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setDialog({ request: null })}>
            New request
          </Button>
        }
      />
      {loading && <Loader aria-label="Loading requests" />}
      {failed && (
        <Alert color="red" variant="light">
          Failed to load your requests
        </Alert>
      )}
      {!loading && !failed && requests.length === 0 && (
        <Text c="dimmed" size="sm">
          No requests yet. Create one and send its link to the people who should send you files.
        </Text>
      )}
      {requests.length > 0 && (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your requests">
          {requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              base={base}
              onEdit={() => setDialog({ request })}
              actions={actions}
            />
          ))}
        </Stack>
      )}
      <RequestDialog opened={dialog !== null} request={dialog?.request ?? null} onClose={() => setDialog(null)} />
    </Stack>
  );
}
