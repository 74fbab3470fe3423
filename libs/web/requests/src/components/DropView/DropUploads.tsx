import { ActionIcon, Badge, Button, Group, Progress, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh, IconX } from '@tabler/icons-react';
import { useStore } from 'zustand';
import { formatBytes, percentOf } from '@coffer/web-files';
import {
  DROP_STATUS_LABELS,
  dropTotals,
  type DropEntry,
  type DropEntryStatus,
  type DropUploadQueue,
} from '../../api/drop-upload-queue';
import classes from './DropView.module.css';

const STATUS_COLORS: Record<DropEntryStatus, string> = {
  queued: 'gray',
  uploading: 'blue',
  paused: 'yellow',
  offline: 'orange',
  waiting: 'orange',
  error: 'red',
  refused: 'red',
  done: 'green',
  cancelled: 'gray',
};

/** What the live region says: counts only, so that it speaks when a file's state changes, not per byte. */
export function uploadsSummary(entries: readonly DropEntry[]): string {
  const totals = dropTotals(entries);
  const parts = [`${totals.done} of ${totals.count} ${totals.count === 1 ? 'file' : 'files'} sent.`];
  if (totals.paused > 0) parts.push(`${totals.paused} paused.`);
  if (totals.failed > 0) parts.push(`${totals.failed} failed.`);
  if (totals.refused > 0) parts.push(`${totals.refused} refused.`);
  return parts.join(' ');
}

function EntryRow({ entry, queue }: { entry: DropEntry; queue: DropUploadQueue }) {
  const { id, relativePath, status } = entry;
  const canPause = status === 'queued' || status === 'uploading' || status === 'offline';
  const finished = status === 'done' || status === 'cancelled' || status === 'refused';
  const failed = status === 'error' || status === 'refused';
  return (
    <li className={classes.row} data-testid="drop-entry" data-status={status}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="sm" fw={500} className={classes.name}>
          {relativePath}
        </Text>
        <Badge size="sm" variant="light" color={STATUS_COLORS[status]}>
          {DROP_STATUS_LABELS[status]}
        </Badge>
        {canPause && (
          <Tooltip label="Pause">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Pause ${relativePath}`}
              onClick={() => queue.pause(id)}
            >
              <IconPlayerPause size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
        {status === 'paused' && (
          <Tooltip label="Resume">
            <ActionIcon variant="subtle" aria-label={`Resume ${relativePath}`} onClick={() => queue.resume(id)}>
              <IconPlayerPlay size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
        {status === 'error' && (
          <Tooltip label="Retry">
            <ActionIcon variant="subtle" aria-label={`Retry ${relativePath}`} onClick={() => queue.resume(id)}>
              <IconRefresh size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
        {!finished && (
          <Tooltip label="Cancel">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Cancel ${relativePath}`}
              onClick={() => queue.cancel(id)}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {status !== 'cancelled' && status !== 'refused' && (
        <Progress
          mt={6}
          size="sm"
          value={percentOf(entry.sent, entry.size)}
          color={failed ? 'red' : status === 'done' ? 'green' : 'blue'}
          aria-label={`Progress of ${relativePath}`}
        />
      )}
      <Text size="xs" c={failed ? 'red' : 'dimmed'} mt={4} data-testid="drop-entry-line">
        {failed && entry.error
          ? entry.error
          : `${formatBytes(Math.min(entry.sent, entry.size))} of ${formatBytes(entry.size)}`}
      </Text>
    </li>
  );
}

/** The files this page is sending: overall and per-file progress, with Pause, Resume and Cancel. */
export function DropUploads({ queue }: { queue: DropUploadQueue }) {
  const entries = useStore(queue.store, (s) => s.entries);
  if (entries.length === 0) return null;
  const totals = dropTotals(entries);
  const percent = percentOf(totals.sent, totals.size);
  const moving = totals.active > 0;
  const paused = entries.filter((e) => e.status === 'paused');
  return (
    <Stack gap="xs" component="section" aria-labelledby="drop-uploads-title" data-testid="drop-uploads">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4" id="drop-uploads-title">
          Sending
        </Title>
        <Text size="sm" c="dimmed" data-testid="drop-total-percent">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} aria-label="Progress of all files" animated={moving} />
      <Text size="xs" c="dimmed">
        {`${formatBytes(totals.sent)} of ${formatBytes(totals.size)}`}
      </Text>
      <Text size="sm" aria-live="polite" role="status" data-testid="drop-summary">
        {uploadsSummary(entries)}
      </Text>
      {paused.length > 1 && (
        <Group gap={6}>
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            onClick={() => paused.forEach((e) => queue.resume(e.id))}
          >
            Resume all
          </Button>
        </Group>
      )}
      <ul className={classes.list} aria-label="Files you are sending">
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} queue={queue} />
        ))}
      </ul>
      {moving && (
        <Text size="xs" c="dimmed">
          Keep this page open until your files are sent. If it closes, open it again to continue.
        </Text>
      )}
    </Stack>
  );
}
