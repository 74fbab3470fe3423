import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatBytes, percentOf } from '@coffer/web-files';
import type { SentUpload } from '../../api/drop-api';
import classes from './DropView.module.css';

export interface DropSentListProps {
  /** Null until loaded. */
  uploads: SentUpload[] | null;
  error: string | null;
  formatDateTime: (iso: string) => string;
}

/** 'What you sent': this sender's files only (received, or still uploading), newest first. */
export function DropSentList({ uploads, error, formatDateTime }: DropSentListProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="drop-sent-title">
      <Title order={2} fz="h4" id="drop-sent-title">
        What you sent
      </Title>
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      {uploads && uploads.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing yet.
        </Text>
      )}
      {uploads && uploads.length > 0 && (
        <ul className={classes.list} aria-label="What you sent" data-testid="drop-sent-list">
          {uploads.map((upload) => {
            const received = upload.state === 'received';
            const at = upload.receivedAt ?? upload.startedAt ?? null;
            return (
              <li key={upload.id} className={classes.row} data-testid="drop-sent" data-state={upload.state}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500} className={classes.name}>
                    {upload.relativePath || upload.name}
                  </Text>
                  <Badge size="sm" variant="light" color={received ? 'green' : 'blue'}>
                    {received ? 'Received' : 'Uploading'}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" mt={2}>
                  {received
                    ? `${formatBytes(upload.size)}${at ? ` · ${formatDateTime(at)}` : ''}`
                    : `${percentOf(upload.offset, upload.size)}% of ${formatBytes(upload.size)}`}
                </Text>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
