import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRestore, IconTrash, IconTrashX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { payloadResult, serverMessageOf, useMutation } from '@coffer/web-data-access';
import { FileKindIcon, PageHeader, fileKind, formatDate, toast } from '@coffer/web-ui';
import { bulkPurgeConfirmation, emptyTrashConfirmation, purgeConfirmation } from '../../domain/confirmations';
import {
  daysLeft,
  daysLeftLabel,
  originalLocation,
  restoredToast,
  retentionLine,
  trashEntrySize,
  type TrashEntry,
} from '../../domain/trash';
import { EMPTY_TRASH_MUTATION, PURGE_ITEMS_MUTATION, RESTORE_ITEMS_MUTATION } from '../../graphql/trash';
import { TRASH_QUERIES_TO_REFRESH, useStorageUsage } from '../../hooks/useFileQueries';
import { SelectableRow } from '../FileList/SelectableRow';
import { useTrashEntries } from '../../hooks/useTrash';
import { EmptyState } from '../EmptyState/EmptyState';

export const TRASH_TEXTS = {
  loading: 'Loading trash...',
  failed: 'Failed to load the trash',
  emptyTitle: 'Trash is empty',
} as const;

/** Below this breakpoint the location, dates and size fold into a line under the name. */
const WIDE = 'sm';
/** Entries this close to deletion are marked. */
const SOON_DAYS = 3;

const refresh = { refetchQueries: TRASH_QUERIES_TO_REFRESH, awaitRefetchQueries: true };

/**
 * The Trash: what the user deleted, newest first, with where each came from, when it was
 * deleted, its size and the days left before it is deleted for good. Entries are restored or
 * deleted forever one by one or as a selection; 'Empty trash' deletes everything in it.
 */
export function TrashView() {
  const { entries, totalCount, loading, failed } = useTrashEntries();
  const storage = useStorageUsage();
  const retentionDays = storage?.trashRetentionDays;
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [restoreItems] = useMutation(RESTORE_ITEMS_MUTATION, refresh);
  const [purgeItems] = useMutation(PURGE_ITEMS_MUTATION, refresh);
  const [emptyTrash] = useMutation(EMPTY_TRASH_MUTATION, refresh);

  // Entries that left the trash (restored elsewhere, expired) drop out of the selection.
  const selected = useMemo(() => entries.filter((e) => checked.has(e.id)), [entries, checked]);
  const allSelected = entries.length > 0 && selected.length === entries.length;
  const toggle = (id: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const forget = (ids: readonly string[]) =>
    setChecked((current) => new Set([...current].filter((id) => !ids.includes(id))));

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

  const restore = (chosen: readonly TrashEntry[]) =>
    run(async () => {
      const ids = chosen.map((e) => e.id);
      const result = await restoreItems({ variables: { ids } });
      const restored = payloadResult(result.data?.itemsRestore, 'items') ?? [];
      forget(ids);
      toast(restoredToast(chosen, restored));
    }, 'Failed to restore');

  const purge = (chosen: readonly TrashEntry[]) =>
    run(async () => {
      const ids = chosen.map((e) => e.id);
      payloadResult((await purgeItems({ variables: { ids } })).data?.itemsPurge, 'deletedItemIds');
      forget(ids);
      toast({
        title: 'Deleted forever',
        description:
          chosen.length === 1
            ? `"${chosen[0]!.name}" was deleted for good.`
            : `${chosen.length} items were deleted for good.`,
      });
    }, 'Failed to delete forever');

  const confirmPurge = (chosen: readonly TrashEntry[]) => {
    if (chosen.length === 0) return;
    modals.openConfirmModal({
      title: 'Delete forever',
      centered: true,
      children: (
        <Text size="sm">
          {chosen.length === 1 ? purgeConfirmation(chosen[0]!) : bulkPurgeConfirmation(chosen.length)}
        </Text>
      ),
      labels: { confirm: 'Delete forever', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void purge(chosen),
    });
  };

  const confirmEmpty = () =>
    modals.openConfirmModal({
      title: 'Empty trash',
      centered: true,
      children: <Text size="sm">{emptyTrashConfirmation(totalCount)}</Text>,
      labels: { confirm: 'Empty trash', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void run(async () => {
          payloadResult((await emptyTrash()).data?.trashEmpty, 'deletedFileCount');
          setChecked(new Set());
          toast({ title: 'Trash emptied', description: 'Everything in the trash was deleted for good.' });
        }, 'Failed to empty the trash'),
    });

  let body;
  if (loading) {
    body = (
      <Group justify="center" gap="sm" py="xl" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text c="dimmed">{TRASH_TEXTS.loading}</Text>
      </Group>
    );
  } else if (failed) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {TRASH_TEXTS.failed}
      </Alert>
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState
        title={TRASH_TEXTS.emptyTitle}
        description={retentionLine(retentionDays)}
        icon={<IconTrash size={26} aria-hidden="true" />}
        testId="trash-empty"
      />
    );
  } else {
    const now = Date.now();
    body = (
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap" mih={30}>
          <Checkbox
            checked={allSelected}
            indeterminate={selected.length > 0 && !allSelected}
            onChange={() => setChecked(allSelected ? new Set() : new Set(entries.map((e) => e.id)))}
            label={selected.length > 0 ? `${selected.length} selected` : 'Select all'}
          />
          {selected.length > 0 && (
            <Group gap="xs" wrap="wrap">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRestore size={16} aria-hidden="true" />}
                disabled={busy}
                onClick={() => void restore(selected)}
              >
                Restore
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrashX size={16} aria-hidden="true" />}
                disabled={busy}
                onClick={() => confirmPurge(selected)}
              >
                Delete forever
              </Button>
            </Group>
          )}
        </Group>
        <Table verticalSpacing="xs" highlightOnHover layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>Selected</VisuallyHidden>
              </Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th visibleFrom={WIDE}>Original location</Table.Th>
              <Table.Th w={120} visibleFrom={WIDE}>
                Deleted
              </Table.Th>
              <Table.Th w={150} visibleFrom={WIDE}>
                Size
              </Table.Th>
              <Table.Th w={150} visibleFrom={WIDE}>
                Days left
              </Table.Th>
              <Table.Th w={84}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => {
              const isChecked = checked.has(entry.id);
              const location = originalLocation(entry.path);
              const deleted = formatDate(entry.trashedAt);
              const size = trashEntrySize(entry);
              const left = daysLeftLabel(entry.expiresAt, now);
              const soon = daysLeft(entry.expiresAt, now) <= SOON_DAYS;
              return (
                <SelectableRow
                  key={entry.id}
                  id={entry.id}
                  label={entry.name}
                  selected={isChecked}
                  onToggle={() => toggle(entry.id)}
                  testId="trash-row"
                >
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <div style={{ flex: 'none', display: 'flex' }}>
                        <FileKindIcon kind={fileKind(entry)} size={22} />
                      </div>
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} truncate title={entry.name} data-testid="trash-name">
                          {entry.name}
                        </Text>
                        <Text
                          size="xs"
                          c="dimmed"
                          hiddenFrom={WIDE}
                          style={{ overflowWrap: 'anywhere' }}
                          data-testid="trash-row-details"
                        >
                          From {location} · {size} · {left}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom={WIDE} data-testid="trash-location">
                    <Text size="sm" truncate title={location}>
                      {location}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom={WIDE}>{deleted}</Table.Td>
                  <Table.Td visibleFrom={WIDE} data-testid="trash-size">
                    {size}
                  </Table.Td>
                  <Table.Td
                    visibleFrom={WIDE}
                    c={soon ? 'var(--mantine-color-orange-light-color)' : undefined}
                    fw={soon ? 600 : undefined}
                    data-soon={soon || undefined}
                    data-testid="trash-days-left"
                  >
                    {left}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label="Restore" withinPortal={false}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Restore ${entry.name}`}
                          disabled={busy}
                          onClick={() => void restore([entry])}
                        >
                          <IconRestore size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Delete forever" withinPortal={false}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${entry.name} forever`}
                          disabled={busy}
                          onClick={() => confirmPurge([entry])}
                        >
                          <IconTrashX size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </SelectableRow>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Trash"
        description={
          retentionDays === undefined
            ? 'Items you deleted, until they are deleted for good.'
            : `Items you deleted. Each is deleted for good ${retentionDays === 1 ? '1 day' : `${retentionDays} days`} after you deleted it.`
        }
        action={
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrashX size={16} aria-hidden="true" />}
            disabled={busy || loading || failed || entries.length === 0}
            onClick={confirmEmpty}
          >
            Empty trash
          </Button>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {body}
      </Paper>
    </>
  );
}
