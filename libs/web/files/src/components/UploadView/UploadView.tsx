import { Alert, Anchor, Paper, Select, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFolder } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { DEFAULT_SHARE_EXPIRY } from '@coffer/shared-contracts';
import { useApolloClient } from '@coffer/web-data-access';
import { toast } from '@coffer/web-ui';
import { UPLOAD_FAILED_FALLBACK } from '../../api/upload-files';
import { uploadQueue } from '../../api/upload-queue';
import { ROOT_PATH, folderLabel } from '../../domain/file-item';
import { myFilesUrl } from '../../domain/folder-url';
import { uploadTotals } from '../../domain/upload-progress';
import {
  NO_FILES_PASSED_VALIDATION,
  checkSelection,
  uploadSuccessDescription,
  type RefusedFile,
  type UploadCandidate,
} from '../../domain/upload-selection';
import { FILE_QUERIES_TO_REFRESH, useMoveTargets } from '../../hooks/useFileQueries';
import { useFolderRoute } from '../../hooks/useFolderRoute';
import { useUploadConflicts } from '../../hooks/useUploadConflicts';
import { selectGroup, useUploadQueueStore } from '../../stores/useUploadQueueStore';
import { RefusedFiles } from '../RefusedFiles/RefusedFiles';
import { UploadDropArea } from '../UploadDropArea/UploadDropArea';
import { UploadPanel } from '../UploadPanel/UploadPanel';

/** The last finished upload: where it went, and the file to select there. */
interface Arrival {
  path: string;
  count: number;
  fileId: string | null;
}

/**
 * The Upload page: pick a destination (Home unless `?folder=` names one), then drop or choose
 * files and folders; they start at once through the app's one upload queue, shown in the same
 * panel as the Upload dialog's, and stay private (no share link is made).
 */
export function UploadView() {
  const client = useApolloClient();
  const route = useFolderRoute();
  const [destination, setDestination] = useState(route.path);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [arrival, setArrival] = useState<Arrival | null>(null);
  // Where the files being sent go (the choice may change while they travel).
  const sendingTo = useRef(destination);
  // The relative paths of the files chosen to replace existing ones.
  const replacing = useRef<ReadonlySet<string>>(new Set());
  const conflicts = useUploadConflicts();
  // Looking up or asking about taken names: one question at a time.
  const [deciding, setDeciding] = useState(false);
  const { folders, complete: foldersComplete } = useMoveTargets(true);
  const entries = useUploadQueueStore(useShallow(selectGroup('page')));
  const totals = uploadTotals(entries);

  const options = useMemo(
    () => [
      { value: ROOT_PATH, label: folderLabel(ROOT_PATH) },
      ...folders.map((f) => ({ value: f.fullPath, label: folderLabel(f.fullPath) })),
    ],
    [folders],
  );
  // A folder named by the address that does not exist (any more): Home instead.
  useEffect(() => {
    if (foldersComplete && !options.some((o) => o.value === destination)) setDestination(ROOT_PATH);
  }, [foldersComplete, options, destination]);

  // Checked before anything is sent (size, names, type by content); what fails is listed with the reason.
  const start = async (chosen: UploadCandidate[]) => {
    const { accepted: valid, refused: refusedNow } = await checkSelection(chosen);
    setRefused(refusedNow);
    if (valid.length === 0) {
      setError(NO_FILES_PASSED_VALIDATION);
      return;
    }
    setError(null);
    setArrival(null);
    const target = destination;
    setDeciding(true);
    const decision = await conflicts.decide(target, valid).finally(() => setDeciding(false));
    if (!decision) return;
    sendingTo.current = target;
    replacing.current = new Set([...replacing.current, ...decision.replacing]);
    uploadQueue.enqueue('page', valid, {
      parentPath: target,
      expiry: DEFAULT_SHARE_EXPIRY,
      shareType: 'public',
      emails: [],
      omitShareFields: true,
      ...(decision.choice === 'replace' ? { onConflict: 'replace' as const } : {}),
    });
  };

  // Every file settled without a failure: report the arrivals once and make room for the next.
  const settled = entries.length > 0 && totals.settled && totals.failed === 0;
  useEffect(() => {
    if (!settled) return;
    const done = useUploadQueueStore.getState().entries.filter((e) => e.group === 'page' && e.status === 'done');
    uploadQueue.clear('page');
    if (done.length === 0) return;
    void client.refetchQueries({ include: FILE_QUERIES_TO_REFRESH });
    const replaced = done.filter((e) => replacing.current.has(e.relativePath)).map((e) => e.finalName ?? e.name);
    const added = done.filter((e) => !replacing.current.has(e.relativePath)).map((e) => e.finalName ?? e.name);
    replacing.current = new Set();
    toast({ title: 'Upload Successful!', description: uploadSuccessDescription(added, false, replaced) });
    const first = done[0]!;
    setArrival({
      path: sendingTo.current,
      count: done.length,
      fileId: first.relativePath.includes('/') ? null : (first.itemId ?? null),
    });
    // Runs once per settle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const failed = totals.settled && totals.failed > 0;
  useEffect(() => {
    if (!failed) return;
    const message =
      useUploadQueueStore.getState().entries.find((e) => e.group === 'page' && e.status === 'error')?.error ||
      UPLOAD_FAILED_FALLBACK;
    toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
    // Whatever did arrive is shown in the lists.
    void client.refetchQueries({ include: FILE_QUERIES_TO_REFRESH });
  }, [failed, client]);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Select
          label="Upload to"
          description="Uploaded files stay private to you until you share them."
          data={options}
          value={destination}
          onChange={(value) => value && setDestination(value)}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No folder matches"
          leftSection={<IconFolder size={16} aria-hidden="true" />}
          maw={420}
        />
        <UploadDropArea
          onFiles={(chosen) => void start(chosen)}
          onUnreadableDrop={() => setError(NO_FILES_PASSED_VALIDATION)}
          disabled={deciding}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <RefusedFiles refused={refused} />
        <UploadPanel group="page" />
        {conflicts.dialog}
        {arrival && (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden="true" />}
            role="status"
            data-testid="upload-arrival"
          >
            <Text size="sm">
              {`${arrival.count} file${arrival.count === 1 ? '' : 's'} uploaded to ${folderLabel(arrival.path)}. `}
              <Anchor
                component={Link}
                to={myFilesUrl(arrival.path, { fileId: arrival.fileId })}
                size="sm"
                fw={600}
                c="inherit"
                underline="always"
              >
                Open folder
              </Anchor>
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
