import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { DEFAULT_SHARE_EXPIRY, type ShareExpiry } from '@coffer/shared-contracts';
import { ECE_ENCRYPTION_TYPE } from '@coffer/shared-ece';
import { payloadResult, useApolloClient } from '@coffer/web-data-access';
import { toast } from '@coffer/web-ui';
import { discardUpload, isLocalRecord, unfinishedUploads, type UnfinishedUpload } from '../../api/pending-uploads';
import { uploadQueue, type UploadSettings } from '../../api/upload-queue';
import { isSameFile } from '../../domain/upload-plan';
import { formatBytes, percentOf, uploadTotals } from '../../domain/upload-progress';
import { uploadSuccessDescription } from '../../domain/upload-selection';
import { CANCEL_UPLOAD_MUTATION, PENDING_UPLOADS_QUERY } from '../../graphql/files';
import { FILE_QUERIES_TO_REFRESH } from '../../hooks/useFileQueries';
import { selectGroup, useUploadQueueStore } from '../../stores/useUploadQueueStore';
import { UploadPanel } from '../UploadPanel/UploadPanel';

/** The share and conflict options an upload was started with, from its metadata. */
export function settingsFromMetadata(metadata: Record<string, string>): UploadSettings {
  let emails: string[] = [];
  try {
    const parsed: unknown = JSON.parse(metadata['emails'] ?? '[]');
    if (Array.isArray(parsed)) emails = parsed.filter((e): e is string => typeof e === 'string');
  } catch {
    emails = [];
  }
  return {
    parentPath: metadata['parentPath'] || '/',
    expiry: (metadata['expiry'] as ShareExpiry | undefined) ?? DEFAULT_SHARE_EXPIRY,
    shareType: metadata['shareType'] === 'private' ? 'private' : 'public',
    emails,
    // Should the server have lost the upload, starting over must replace as first chosen.
    ...(metadata['onConflict'] === 'replace' ? { onConflict: 'replace' as const } : {}),
    // An encrypted upload continues encrypted, with the key and salt this browser kept for it.
    ...(metadata['encryption'] === ECE_ENCRYPTION_TYPE ? { encrypted: true } : {}),
  };
}

/** Pairs picked files with unfinished uploads (same name, size and modification time). */
export function matchPicked(
  files: readonly File[],
  pending: readonly UnfinishedUpload[],
): { matched: Array<{ file: File; upload: UnfinishedUpload }>; unmatched: File[] } {
  const left = [...pending];
  const matched: Array<{ file: File; upload: UnfinishedUpload }> = [];
  const unmatched: File[] = [];
  for (const file of files) {
    const index = left.findIndex((u) => isSameFile(file, { ...u, size: u.fileSize ?? u.size }));
    if (index < 0) unmatched.push(file);
    else matched.push({ file, upload: left.splice(index, 1)[0]! });
  }
  return { matched, unmatched };
}

/**
 * After a reload or a closed tab: offers to continue the uploads the server still holds. The
 * browser cannot reopen a file by itself, so the user picks the same files again; the upload
 * then continues from the server's offset.
 */
export function ResumeUploads() {
  const client = useApolloClient();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<UnfinishedUpload[]>([]);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const entries = useUploadQueueStore(useShallow(selectGroup('resume')));
  const totals = uploadTotals(entries);
  // An upload this tab is sending already (after coming back to this page) is not offered again.
  const sending = useUploadQueueStore(
    useShallow((state) =>
      state.entries
        .filter((e) => e.uploadUrl && e.status !== 'done' && e.status !== 'cancelled')
        .map((e) => e.uploadUrl!),
    ),
  );
  const offered = pending.filter((u) => !sending.includes(u.uploadUrl));

  const refresh = useCallback(() => {
    void client
      .query({ query: PENDING_UPLOADS_QUERY, fetchPolicy: 'network-only' })
      .then(
        ({ data }) => data?.me.pendingUploads.nodes ?? null,
        () => null,
      )
      .then(unfinishedUploads)
      .then(setPending, () => setPending([]));
  }, [client]);
  useEffect(refresh, [refresh]);

  // Every resumed file settled: report the arrivals once, then look again for what is left.
  const settled = entries.length > 0 && totals.settled && totals.failed === 0;
  useEffect(() => {
    if (!settled) return;
    const done = useUploadQueueStore.getState().entries.filter((e) => e.group === 'resume' && e.status === 'done');
    uploadQueue.clear('resume');
    if (done.length > 0) {
      void client.refetchQueries({ include: FILE_QUERIES_TO_REFRESH });
      toast({
        title: 'Upload Successful!',
        description: uploadSuccessDescription(
          done.map((e) => e.name),
          false,
        ),
      });
    }
    refresh();
  }, [settled, client, refresh]);

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    const { matched, unmatched: others } = matchPicked(picked, offered);
    setUnmatched(others.map((f) => f.name));
    for (const { file, upload } of matched) {
      // A local record resumes by its fingerprint; an upload only the server lists, by its URL.
      const resume = isLocalRecord(upload) ? {} : { known: { uploadUrl: upload.uploadUrl } };
      uploadQueue.enqueue(
        'resume',
        [{ file, relativePath: upload.relativePath }],
        settingsFromMetadata(upload.metadata),
        resume,
      );
    }
    const resumed = new Set(matched.map((m) => m.upload.key));
    setPending((current) => current.filter((u) => !resumed.has(u.key)));
  };

  const discard = (uploads: readonly UnfinishedUpload[]) => {
    const keys = new Set(uploads.map((u) => u.key));
    setPending((current) => current.filter((u) => !keys.has(u.key)));
    for (const upload of uploads) {
      if (isLocalRecord(upload)) void discardUpload(upload);
      else
        void client
          .mutate({ mutation: CANCEL_UPLOAD_MUTATION, variables: { id: upload.key.slice('server:'.length) } })
          .then(({ data }) => payloadResult(data?.uploadCancel, 'cancelledUploadId'))
          .catch(() => undefined);
    }
  };

  if (offered.length === 0 && entries.length === 0) return null;

  return (
    <Stack gap="xs">
      {offered.length > 0 && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconCloudUpload size={18} aria-hidden="true" />}
          title="Unfinished uploads"
          data-testid="resume-uploads"
        >
          <Stack gap="xs">
            <Text size="sm">
              {offered.length === 1 ? '1 upload' : `${offered.length} uploads`} stopped before finishing. Choose the
              same files again to continue where they left off.
            </Text>
            <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Unfinished uploads">
              {offered.map((u) => (
                <Group key={u.key} component="li" gap="xs" wrap="nowrap" justify="space-between">
                  <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {u.relativePath}{' '}
                    <Text span size="xs" c="dimmed">
                      {u.offset === null
                        ? formatBytes(u.size)
                        : `${percentOf(u.offset, u.size)}% of ${formatBytes(u.size)}`}
                    </Text>
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Discard ${u.relativePath}`}
                    onClick={() => discard([u])}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
            {unmatched.length > 0 && (
              <Text size="xs" c="red">
                {`No unfinished upload matches ${unmatched.join(', ')}.`}
              </Text>
            )}
            <Group gap="xs">
              <Button size="xs" onClick={() => input.current?.click()}>
                Choose files
              </Button>
              <Button size="xs" variant="default" onClick={() => discard(offered)}>
                Discard all
              </Button>
            </Group>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              data-testid="resume-files-input"
              onChange={onPicked}
              tabIndex={-1}
            />
          </Stack>
        </Alert>
      )}
      <UploadPanel group="resume" />
    </Stack>
  );
}
