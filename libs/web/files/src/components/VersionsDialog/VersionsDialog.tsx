import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconHistory, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { payloadResult, serverMessageOf, useMutation, useQuery } from '@coffer/web-data-access';
import { formatFileSize, toast } from '@coffer/web-ui';
import { cookieDownloadPath, downloadUrl } from '../../api/download-url';
import type { FileItem } from '../../domain/file-item';
import { VERSIONS_TEXTS, formatDateTime, restoredTitle, uploaderLabel, versionsTitle } from '../../domain/versions';
import { DELETE_VERSION_MUTATION, FILE_VERSIONS_QUERY, RESTORE_VERSION_MUTATION } from '../../graphql/versions';
import { FILE_QUERIES_TO_REFRESH } from '../../hooks/useFileQueries';
import { EmptyState } from '../EmptyState/EmptyState';
import classes from './VersionsDialog.module.css';

export interface VersionsDialogProps {
  /** The file whose versions show; null: closed. */
  item: FileItem | null;
  onClose: () => void;
}

/** The server's largest page: more versions than this are never kept by default (10). */
const VERSIONS_PAGE = 200;
// The item, the listings and the storage change with the content; the list with the versions.
const refresh = { refetchQueries: [...FILE_QUERIES_TO_REFRESH, 'FileVersions'], awaitRefetchQueries: true };

/**
 * A file's versions: the current content first, then the earlier ones, newest first, each to
 * download, restore (the content it replaces becomes a version, so no confirmation) or delete for good.
 */
export function VersionsDialog({ item, onClose }: VersionsDialogProps) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? versionsTitle(item.name) : ''} centered size="lg">
      {item && <VersionsBody item={item} />}
    </Modal>
  );
}

function VersionsBody({ item }: { item: FileItem }) {
  const { data, dataState, loading, error } = useQuery(FILE_VERSIONS_QUERY, {
    variables: { id: item.id, first: VERSIONS_PAGE, after: null },
    fetchPolicy: 'network-only',
  });
  const [restoreVersion] = useMutation(RESTORE_VERSION_MUTATION, refresh);
  const [deleteVersion] = useMutation(DELETE_VERSION_MUTATION, refresh);
  const [busy, setBusy] = useState(false);
  const complete = dataState === 'complete' ? data : undefined;

  if (!complete && loading) {
    return (
      <Group justify="center" gap="sm" py="lg" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">{VERSIONS_TEXTS.loading}</Text>
      </Group>
    );
  }
  if (!complete || error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {serverMessageOf(error) ?? VERSIONS_TEXTS.failed}
      </Alert>
    );
  }

  const file = complete.item;
  const versions = file.versions.edges.map((e) => e.node);
  // `uploadedBy` names an account by its database id.
  const viewerId = complete.me.databaseId;

  const run = async (work: () => Promise<void>, failureTitle: string) => {
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      toast({ title: failureTitle, description: serverMessageOf(caught) ?? failureTitle, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const restore = (version: (typeof versions)[number]) =>
    run(async () => {
      payloadResult(
        (await restoreVersion({ variables: { fileId: file.id, versionId: version.id } })).data?.versionRestore,
        'item',
      );
      toast({
        title: restoredTitle(version.uploadedAt),
        description: `"${file.name}" has that content again; the content it replaced is kept as a version.`,
      });
    }, 'Failed to restore the version');

  const confirmDelete = (version: (typeof versions)[number]) =>
    modals.openConfirmModal({
      title: 'Delete version',
      centered: true,
      children: <Text size="sm">{VERSIONS_TEXTS.deleteQuestion}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void run(async () => {
          payloadResult(
            (await deleteVersion({ variables: { fileId: file.id, versionId: version.id } })).data?.versionDelete,
            'deletedVersionId',
          );
          toast({
            title: 'Version deleted',
            description: `The version of ${formatDateTime(version.uploadedAt)} was deleted for good.`,
          });
        }, 'Failed to delete the version'),
    });

  return (
    <Stack gap="md">
      <div className={classes.row} data-testid="current-version">
        <Stack gap={2} className={classes.details}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Current version
            </Text>
            <Badge size="sm" variant="light">
              {formatFileSize(file.size)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">{`Last changed ${formatDateTime(file.updatedAt)}`}</Text>
        </Stack>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          onClick={() => downloadUrl(cookieDownloadPath(item.databaseId), file.name)}
        >
          Download
        </Button>
      </div>

      <Title order={3} size="sm">
        {`Earlier versions (${file.versions.totalCount})`}
      </Title>
      {versions.length === 0 ? (
        <EmptyState
          title="No earlier versions"
          description={VERSIONS_TEXTS.empty}
          icon={<IconHistory size={26} aria-hidden="true" />}
          testId="versions-empty"
        />
      ) : (
        <ul className={classes.list} aria-label="Earlier versions">
          {versions.map((version) => {
            const when = formatDateTime(version.uploadedAt);
            return (
              <li key={version.id} className={classes.row} data-testid="version-row">
                <Stack gap={2} className={classes.details}>
                  <Text size="sm" fw={500}>{`Uploaded ${when}`}</Text>
                  <Text
                    size="xs"
                    c="dimmed"
                  >{`${formatFileSize(version.size)} · by ${uploaderLabel(version.uploadedBy ?? null, viewerId)}`}</Text>
                </Stack>
                <Group gap={6} wrap="wrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconDownload size={14} aria-hidden="true" />}
                    aria-label={`Download the version of ${when}`}
                    onClick={() => downloadUrl(version.downloadUrl, version.originalName ?? file.name)}
                  >
                    Download
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconRestore size={14} aria-hidden="true" />}
                    aria-label={`Restore the version of ${when}`}
                    disabled={busy}
                    onClick={() => void restore(version)}
                  >
                    Restore
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden="true" />}
                    aria-label={`Delete the version of ${when}`}
                    disabled={busy}
                    onClick={() => confirmDelete(version)}
                  >
                    Delete
                  </Button>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
