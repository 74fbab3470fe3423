import { ActionIcon, Badge, Button, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh, IconX } from '@tabler/icons-react';
import { useShallow } from 'zustand/react/shallow';
import { uploadQueue } from '../../api/upload-queue';
import {
  STATUS_LABELS,
  formatBytes,
  formatSpeed,
  formatTimeLeft,
  percentOf,
  secondsLeft,
  uploadTotals,
  type UploadEntry,
  type UploadGroup,
  type UploadStatus,
} from '../../domain/upload-progress';
import { selectGroup, useUploadQueueStore } from '../../stores/useUploadQueueStore';
import classes from './UploadPanel.module.css';

export interface UploadPanelProps {
  group: UploadGroup;
}

const STATUS_COLORS: Record<UploadStatus, string> = {
  queued: 'gray',
  uploading: 'blue',
  paused: 'yellow',
  offline: 'orange',
  error: 'red',
  done: 'green',
  cancelled: 'gray',
};

/** '12.0 MB of 40.0 MB · 5.2 MB/s · 8 s left' (speed and time only while bytes move). */
export function progressLine(sent: number, size: number, speed: number, moving: boolean): string {
  const parts = [`${formatBytes(Math.min(sent, size))} of ${formatBytes(size)}`];
  if (moving) parts.push(formatSpeed(speed), formatTimeLeft(secondsLeft(size - sent, speed)));
  return parts.join(' · ');
}

function EntryRow({ entry }: { entry: UploadEntry }) {
  const { id, relativePath, status } = entry;
  const percent = percentOf(entry.sent, entry.size);
  const canPause = status === 'queued' || status === 'uploading' || status === 'offline';
  const finished = status === 'done' || status === 'cancelled';
  return (
    <li className={classes.row} data-testid="upload-entry" data-status={status}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="sm" fw={500} className={classes.name} title={relativePath}>
          {relativePath}
        </Text>
        <Badge size="sm" variant="light" color={STATUS_COLORS[status]}>
          {STATUS_LABELS[status]}
        </Badge>
        {canPause && (
          <Tooltip label="Pause">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Pause ${relativePath}`}
              onClick={() => uploadQueue.pause(id)}
            >
              <IconPlayerPause size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
        {status === 'paused' && (
          <Tooltip label="Resume">
            <ActionIcon variant="subtle" aria-label={`Resume ${relativePath}`} onClick={() => uploadQueue.resume(id)}>
              <IconPlayerPlay size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
        {status === 'error' && (
          <Tooltip label="Retry">
            <ActionIcon variant="subtle" aria-label={`Retry ${relativePath}`} onClick={() => uploadQueue.retry(id)}>
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
              onClick={() => uploadQueue.cancel(id)}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {status !== 'cancelled' && (
        <Progress
          mt={6}
          size="sm"
          value={percent}
          color={status === 'error' ? 'red' : status === 'done' ? 'green' : 'blue'}
          aria-label={`Upload progress of ${relativePath}`}
        />
      )}
      <Text size="xs" c={status === 'error' ? 'red' : 'dimmed'} mt={4}>
        {status === 'error' && entry.error
          ? entry.error
          : progressLine(entry.sent, entry.size, entry.speed, status === 'uploading')}
      </Text>
    </li>
  );
}

/**
 * The files of one upload: a progress bar, speed and time left per file and in total, with
 * pause, resume, cancel and retry per file and for all.
 */
export function UploadPanel({ group }: UploadPanelProps) {
  const entries = useUploadQueueStore(useShallow(selectGroup(group)));
  if (entries.length === 0) return null;
  const totals = uploadTotals(entries);
  const percent = percentOf(totals.sent, totals.size);
  const moving = totals.active > 0;
  return (
    <Stack gap="xs" className={classes.panel} data-testid="upload-panel">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {moving ? 'Uploading...' : totals.failed > 0 ? 'Upload stopped' : totals.paused > 0 ? 'Paused' : 'Uploaded'}
        </Text>
        <Text size="sm" c="dimmed" data-testid="upload-total-percent">
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} aria-label="Upload progress" animated={moving} />
      <Text size="xs" c="dimmed" data-testid="upload-total-line">
        {`${entries.length} file${entries.length === 1 ? '' : 's'} · ${progressLine(totals.sent, totals.size, totals.speed, moving && totals.speed > 0)}`}
      </Text>
      <Group gap={6}>
        {moving && (
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconPlayerPause size={14} aria-hidden="true" />}
            onClick={() => uploadQueue.pauseAll(group)}
          >
            Pause all
          </Button>
        )}
        {totals.paused > 0 && (
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconPlayerPlay size={14} aria-hidden="true" />}
            onClick={() => uploadQueue.resumeAll(group)}
          >
            Resume all
          </Button>
        )}
        {totals.failed > 0 && (
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={() => uploadQueue.retryAll(group)}
          >
            Retry all
          </Button>
        )}
        {(moving || totals.paused > 0 || totals.failed > 0) && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            leftSection={<IconX size={14} aria-hidden="true" />}
            onClick={() => uploadQueue.cancelAll(group)}
          >
            Cancel all
          </Button>
        )}
      </Group>
      <ul className={classes.list} aria-label="Uploads">
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </ul>
    </Stack>
  );
}
