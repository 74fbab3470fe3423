import { Alert, Group, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconFolder, IconHome, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { foldersMatching, moveTargetsFor, rootMatches, type MovedItem } from '../../domain/move-targets';
import { useMoveTargets } from '../../hooks/useFileQueries';

/** The value of the 'Root Directory' choice. */
export const ROOT_FOLDER_CHOICE = 'root';

export interface FolderPickerProps {
  /** Loads the folders while true (an open dialog). */
  active: boolean;
  /** The chosen folder's id (global id), ROOT_FOLDER_CHOICE, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** A moved item: neither it nor (for a folder) its descendants are offered. */
  exclude?: MovedItem | null;
  /** Offers 'Root Directory' first. */
  withRoot?: boolean;
  /** The name of the list of choices, for screen readers. */
  label?: string;
  /** Shown under the list (a refusal of the server about the folder). */
  error?: string | null;
  /** The search field takes the focus when the dialog opens. */
  autoFocusSearch?: boolean;
}

/**
 * Every folder at any depth (and 'Root Directory' when offered), searched by name or full path,
 * as radio buttons: the Move dialog's and the file request dialog's folder choice.
 */
export function FolderPicker({
  active,
  value,
  onChange,
  exclude = null,
  withRoot = false,
  label = 'Destination folder',
  error = null,
  autoFocusSearch = true,
}: FolderPickerProps) {
  const [search, setSearch] = useState('');
  const { folders, loading, failed } = useMoveTargets(active);
  const targets = useMemo(
    () => (exclude ? moveTargetsFor(exclude, folders, search) : foldersMatching(folders, search)),
    [exclude, folders, search],
  );
  const showRoot = withRoot && rootMatches(search);

  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search folders"
        placeholder="Search folders..."
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-autofocus={autoFocusSearch || undefined}
      />
      {failed && (
        <Alert color="red" variant="light">
          Failed to load folders
        </Alert>
      )}
      <Radio.Group value={value} onChange={onChange} aria-label={label} error={error}>
        <ScrollArea.Autosize mah={280} type="auto">
          <Stack gap={4} py={4}>
            {showRoot && (
              <Radio
                value={ROOT_FOLDER_CHOICE}
                label={
                  <Group gap={6} wrap="nowrap">
                    <IconHome size={16} aria-hidden="true" />
                    <span>Root Directory</span>
                  </Group>
                }
              />
            )}
            {targets.map((folder) => (
              <Radio
                key={folder.id}
                value={folder.id}
                label={
                  <Group gap={6} wrap="nowrap">
                    <IconFolder size={16} color="var(--mantine-color-yellow-7)" aria-hidden="true" />
                    <span>{folder.name}</span>
                    <Text span size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {folder.fullPath}
                    </Text>
                  </Group>
                }
              />
            ))}
            {loading && <Loader size="xs" aria-label="Loading folders" />}
            {!loading && !showRoot && targets.length === 0 && (
              <Text size="sm" c="dimmed">
                {folders.length === 0 && search.trim() === ''
                  ? 'You have no folders yet'
                  : 'No folders match your search'}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
    </Stack>
  );
}
