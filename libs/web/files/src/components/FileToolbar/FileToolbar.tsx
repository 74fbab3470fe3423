import { Button, Center, Group, SegmentedControl, Select, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowsSort,
  IconFilter,
  IconFolderPlus,
  IconLayoutGrid,
  IconList,
  IconSearch,
  IconShare,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import {
  FILE_FILTERS,
  FILE_FILTER_LABELS,
  FILE_SORTS,
  FILE_SORT_LABELS,
  type FileFilter,
  type FileSort,
} from '../../domain/filter-sort';
import type { ViewMode } from '../../stores/useFileViewPreferencesStore';
import { NewFolderDialog } from '../NewFolderDialog/NewFolderDialog';

export interface FileToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  filter: FileFilter;
  onFilterChange: (filter: FileFilter) => void;
  sort: FileSort;
  onSortChange: (sort: FileSort) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
  selectedCount: number;
  /** Shared With Me: Share, Delete, Upload and New Folder are hidden. */
  sharedView: boolean;
  onShareSelected?: () => void;
  onDeleteSelected?: () => void;
  onUpload?: () => void;
  onCreateFolder?: (name: string) => Promise<void> | void;
}

const FILTER_OPTIONS = FILE_FILTERS.map((value) => ({ value, label: FILE_FILTER_LABELS[value] }));
const SORT_OPTIONS = FILE_SORTS.map((value) => ({ value, label: FILE_SORT_LABELS[value] }));

const isFilter = (value: string | null): value is FileFilter => FILE_FILTERS.some((f) => f === value);
const isSort = (value: string | null): value is FileSort => FILE_SORTS.some((s) => s === value);

/** File toolbar: search, filter, sort, selection actions, upload, new folder, view toggle. */
export function FileToolbar(props: FileToolbarProps) {
  const { sharedView, selectedCount } = props;
  const [folderDialogOpened, folderDialog] = useDisclosure(false);
  const showSelectionActions = !sharedView && selectedCount > 0;

  const showUpload = !sharedView && props.onUpload !== undefined;
  const showNewFolder = !sharedView && props.onCreateFolder !== undefined;

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search your files"
          placeholder="Search your files..."
          type="search"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.currentTarget.value)}
          style={{ flex: '1 1 16rem', minWidth: 0 }}
        />
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label="Filter"
            data={FILTER_OPTIONS}
            value={props.filter}
            onChange={(value) => isFilter(value) && props.onFilterChange(value)}
            allowDeselect={false}
            leftSection={<IconFilter size={16} aria-hidden="true" />}
            w={140}
          />
          <Select
            aria-label="Sort by"
            data={SORT_OPTIONS}
            value={props.sort}
            onChange={(value) => isSort(value) && props.onSortChange(value)}
            allowDeselect={false}
            leftSection={<IconArrowsSort size={16} aria-hidden="true" />}
            w={116}
          />
          <SegmentedControl
            aria-label="View"
            value={props.viewMode}
            onChange={(value) => props.onViewModeChange(value === 'list' ? 'list' : 'grid')}
            data={[
              {
                value: 'grid',
                label: (
                  <Center>
                    <IconLayoutGrid size={16} aria-hidden="true" />
                    <VisuallyHidden>Grid view</VisuallyHidden>
                  </Center>
                ),
              },
              {
                value: 'list',
                label: (
                  <Center>
                    <IconList size={16} aria-hidden="true" />
                    <VisuallyHidden>List view</VisuallyHidden>
                  </Center>
                ),
              },
            ]}
          />
        </Group>
      </Group>

      {(showSelectionActions || showUpload || showNewFolder) && (
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {showSelectionActions && (
              <>
                <Text size="sm" fw={500}>
                  {selectedCount} selected
                </Text>
                {props.onShareSelected && (
                  <Button
                    variant="light"
                    size="sm"
                    leftSection={<IconShare size={16} aria-hidden="true" />}
                    onClick={props.onShareSelected}
                  >
                    Share
                  </Button>
                )}
                {props.onDeleteSelected && (
                  <Button
                    variant="light"
                    color="red"
                    size="sm"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={props.onDeleteSelected}
                  >
                    Delete
                  </Button>
                )}
              </>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            {showNewFolder && (
              <Button
                variant="default"
                size="sm"
                leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
                onClick={folderDialog.open}
              >
                New Folder
              </Button>
            )}
            {showUpload && (
              <Button size="sm" leftSection={<IconUpload size={16} aria-hidden="true" />} onClick={props.onUpload}>
                Upload
              </Button>
            )}
          </Group>
        </Group>
      )}

      {!sharedView && props.onCreateFolder && (
        <NewFolderDialog opened={folderDialogOpened} onClose={folderDialog.close} onCreate={props.onCreateFolder} />
      )}
    </Stack>
  );
}
