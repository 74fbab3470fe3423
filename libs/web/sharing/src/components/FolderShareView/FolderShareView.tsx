import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconDownload,
  IconFileZip,
  IconFolder,
  IconLayoutGrid,
  IconList,
  IconLock,
  IconSearch,
} from '@tabler/icons-react';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FileKindIcon, fileKind, formatDate, formatFileSize } from '@coffer/web-ui';
import {
  ENCRYPTED_ITEM_EXPLANATION,
  fetchShareListing,
  filterShareItems,
  folderSharedByLabel,
  isSelectable,
  isStaleGrant,
  searchForSharePath,
  sharePathOf,
  sortShareItems,
  zipDownloadUrl,
  type FolderShareGrant,
  type ShareListing,
  type ShareListingItem,
  type ShareSort,
} from '../../domain/folder-share';

// The viewer loads when a visitor first opens a picture.
const FileViewer = lazy(() => import('./FolderShareViewer').then((m) => ({ default: m.FolderShareViewer })));

// A grant lives an hour; one that ends within this is renewed before a download uses its URLs.
const GRANT_MARGIN_MS = 60 * 1000;
const MIN_RENEWAL_GAP_MS = 5 * 60 * 1000;

const PHONE_QUERY = '(max-width: 48em)';

const SORT_OPTIONS: ReadonlyArray<{ value: string; label: string; sort: ShareSort }> = [
  { value: 'name-asc', label: 'Name (A to Z)', sort: { key: 'name', direction: 'asc' } },
  { value: 'name-desc', label: 'Name (Z to A)', sort: { key: 'name', direction: 'desc' } },
  { value: 'date-desc', label: 'Newest first', sort: { key: 'date', direction: 'desc' } },
  { value: 'date-asc', label: 'Oldest first', sort: { key: 'date', direction: 'asc' } },
  { value: 'size-desc', label: 'Largest first', sort: { key: 'size', direction: 'desc' } },
  { value: 'size-asc', label: 'Smallest first', sort: { key: 'size', direction: 'asc' } },
];

export interface FolderShareViewProps {
  grant: FolderShareGrant;
  /**
   * Opens the link again (with the password typed this session) for a fresh grant; null when it
   * no longer opens (the page then shows why).
   */
  onRenewGrant: () => Promise<FolderShareGrant | null>;
  /** Browsing was refused for good (link revoked, expired, limit reached): the page explains it. */
  onFailed: (error: unknown) => void;
  /** Shown under the listing ('Go to Dashboard'). */
  footer?: ReactNode;
}

// `forPath`: the sub-path `listing` is of (a renewed grant lists the same place again meanwhile).
type Load = { forPath: string | null; listing: ShareListing | null } & (
  { status: 'loading' } | { status: 'ready' } | { status: 'missing' } | { status: 'error'; message: string }
);

/**
 * Saves a URL of the share. Always a download (an empty name lets the server's name stand): a
 * refused zip must not turn the page into the server's error answer.
 */
function startDownload(url: string, name = ''): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

function itemLabel(item: ShareListingItem): string {
  if (item.type === 'folder') return 'Folder';
  const parts = [item.size !== null ? formatFileSize(item.size) : null, formatDate(item.updatedAt)];
  return parts.filter(Boolean).join(' · ');
}

function ItemPicture({ item, size }: { item: ShareListingItem; size: 'small' | 'large' }) {
  const [failed, setFailed] = useState(false);
  const box = size === 'large' ? { h: 120 } : { h: 32, w: 32 };
  if (item.thumbnailUrl && !failed && !item.encrypted) {
    return (
      <Box {...box} style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}>
        <img
          src={`${item.thumbnailUrl}${size === 'small' ? '&size=small' : ''}`}
          alt=""
          loading="lazy"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          onError={() => setFailed(true)}
        />
      </Box>
    );
  }
  const icon =
    item.type === 'folder' ? (
      <IconFolder size={size === 'large' ? 48 : 20} aria-hidden="true" />
    ) : item.encrypted ? (
      <IconLock size={size === 'large' ? 44 : 18} aria-hidden="true" />
    ) : (
      <FileKindIcon
        kind={fileKind({ type: 'file', mimeType: item.mimeType, name: item.name })}
        size={size === 'large' ? 48 : 20}
      />
    );
  return (
    <Center
      {...box}
      bg="var(--mantine-color-gray-light)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
    >
      <ThemeIcon
        variant="transparent"
        color={item.type === 'folder' ? 'yellow' : 'gray'}
        size={size === 'large' ? 56 : 24}
      >
        {icon}
      </ThemeIcon>
    </Center>
  );
}

function EncryptedMark({ item }: { item: ShareListingItem }) {
  return (
    <Tooltip label={ENCRYPTED_ITEM_EXPLANATION} multiline w={260} withArrow>
      <ThemeIcon
        size="sm"
        variant="light"
        color="dark"
        role="img"
        aria-label={`${item.name} is end-to-end encrypted and cannot be downloaded here`}
        tabIndex={0}
      >
        <IconLock size={14} aria-hidden="true" />
      </ThemeIcon>
    </Tooltip>
  );
}

/**
 * The share page of a folder or set link: breadcrumbs inside the shared folder (the sub-path is
 * the address's `?path=`), a grid or a list with thumbnails, sort, search in the folder shown,
 * pictures in the file viewer, one file's download, a selection's zip and "Download all".
 * End-to-end encrypted files are listed with a lock and cannot be selected or downloaded.
 */
export function FolderShareView({ grant, onRenewGrant, onFailed, footer }: FolderShareViewProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = grant.kind === 'set' ? '' : sharePathOf(location.search);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [chosenView, setChosenView] = useState<'grid' | 'list' | null>(null);
  const view = chosenView ?? (phone ? 'list' : 'grid');
  const [sortValue, setSortValue] = useState('name-asc');
  const sort = (SORT_OPTIONS.find((o) => o.value === sortValue) ?? SORT_OPTIONS[0]!).sort;
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [load, setLoad] = useState<Load>({ status: 'loading', listing: null, forPath: null });
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  // Kept mounted once opened, so that closing gives the focus back to what opened it.
  const [viewerUsed, setViewerUsed] = useState(false);
  const openViewer = (index: number) => {
    setViewerUsed(true);
    setViewerIndex(index);
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  // One renewal per grant: a fresh grant that is refused too is an error, not a loop.
  const renewedFrom = useRef<string | null>(null);

  const renew = useCallback(async () => {
    renewedFrom.current = grant.browseUrl;
    return onRenewGrant();
  }, [grant.browseUrl, onRenewGrant]);

  useEffect(() => {
    let cancelled = false;
    setLoad((current) => ({ ...current, status: 'loading' }));
    fetchShareListing(grant.browseUrl, path).then(
      (listing) => {
        if (!cancelled) setLoad({ status: 'ready', listing, forPath: path });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isStaleGrant(error) && renewedFrom.current !== grant.browseUrl) {
          void renew();
          return;
        }
        const code = (error as { code?: string }).code;
        if (code === 'FILE_NOT_FOUND') setLoad((current) => ({ ...current, status: 'missing' }));
        else if (code === 'SHARE_NOT_FOUND' || code === 'SHARE_EXPIRED' || code === 'SHARE_LIMIT_REACHED')
          onFailed(error);
        else
          setLoad((current) => ({
            ...current,
            status: 'error',
            message: error instanceof Error ? error.message : 'The folder could not be loaded',
          }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [grant.browseUrl, path, renew, onFailed]);

  // The grant is renewed shortly before it ends, so thumbnails and downloads keep working; never
  // sooner than a few minutes after the last one (a clock far ahead of the server's would loop).
  useEffect(() => {
    const wait = Date.parse(grant.validUntil) - GRANT_MARGIN_MS - Date.now();
    if (!Number.isFinite(wait)) return;
    const timer = setTimeout(() => void onRenewGrant(), Math.max(wait, MIN_RENEWAL_GAP_MS));
    return () => clearTimeout(timer);
  }, [grant.validUntil, onRenewGrant]);

  // A new folder starts with nothing selected and no search.
  useEffect(() => {
    setSelected(new Set());
    setQuery('');
    setViewerIndex(null);
  }, [path]);

  useEffect(() => {
    if (load.status === 'ready' && focusHeading.current) {
      focusHeading.current = false;
      heading.current?.focus();
    }
  }, [load.status]);

  const listing = load.listing;
  // The listing of this place is shown while it is fetched again (a renewed grant); another
  // place's shows the loader instead.
  const showsHere = load.forPath === path && (load.status === 'ready' || load.status === 'loading');
  const shown = useMemo(
    () => sortShareItems(filterShareItems(listing?.items ?? [], query), sort),
    [listing, query, sort],
  );
  const previews = shown.filter((item) => item.type === 'file' && item.previewUrl && !item.encrypted);
  const selectable = shown.filter(isSelectable);
  const selectedShown = selectable.filter((item) => selected.has(item.id));
  const encryptedCount = (listing?.items ?? []).filter((item) => item.encrypted).length;

  const toPath = (target: string) => ({ search: searchForSharePath(target) });
  const openFolder = (target: string) => {
    focusHeading.current = true;
    void navigate(toPath(target));
  };

  /** The grant's URLs, renewed first when it is about to end; null when the link no longer opens. */
  const freshListing = async (): Promise<ShareListing | null> => {
    if (Date.parse(grant.validUntil) - Date.now() > GRANT_MARGIN_MS && listing) return listing;
    const renewed = await onRenewGrant();
    if (!renewed) return null;
    try {
      return await fetchShareListing(renewed.browseUrl, path);
    } catch (error) {
      onFailed(error);
      return null;
    }
  };

  const freshZipUrl = async (): Promise<string | null> => {
    if (Date.parse(grant.validUntil) - Date.now() > GRANT_MARGIN_MS) return grant.zipUrl;
    return (await onRenewGrant())?.zipUrl ?? null;
  };

  const downloadFile = async (item: ShareListingItem) => {
    const fresh = await freshListing();
    const url = fresh?.items.find((i) => i.id === item.id)?.downloadUrl ?? null;
    if (url) startDownload(url, item.name);
  };

  const downloadZip = async (ids?: readonly string[]) => {
    const zipUrl = await freshZipUrl();
    if (zipUrl) startDownload(zipDownloadUrl(zipUrl, ids));
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = selectable.length > 0 && selectedShown.length === selectable.length;
  const someSelected = selectedShown.length > 0 && !allSelected;

  const crumbs = listing?.breadcrumbs ?? [];
  const title = grant.kind === 'set' ? grant.name : (crumbs[crumbs.length - 1]?.name ?? grant.name);

  const nameControl = (item: ShareListingItem): ReactNode => {
    // break-word, not anywhere: a long name breaks only when it cannot fit, and does not shrink its column.
    const style = { overflowWrap: 'break-word' as const, textAlign: 'left' as const };
    if (item.type === 'folder' && item.path !== null) {
      return (
        <Anchor
          component={Link}
          to={toPath(item.path)}
          onClick={() => (focusHeading.current = true)}
          fw={500}
          size="sm"
          style={style}
          data-testid="item-name"
        >
          {item.name}
        </Anchor>
      );
    }
    const previewAt = previews.indexOf(item);
    if (previewAt >= 0) {
      return (
        <Anchor
          component="button"
          type="button"
          fw={500}
          size="sm"
          onClick={() => openViewer(previewAt)}
          style={style}
          data-testid="item-name"
        >
          {item.name}
        </Anchor>
      );
    }
    return (
      <Text fw={500} size="sm" style={style} c={item.encrypted ? 'dimmed' : undefined} data-testid="item-name">
        {item.name}
      </Text>
    );
  };

  const selectBox = (item: ShareListingItem) =>
    isSelectable(item) ? (
      <Checkbox
        aria-label={`Select ${item.name}`}
        checked={selected.has(item.id)}
        onChange={(e) => toggle(item.id, e.currentTarget.checked)}
      />
    ) : (
      <EncryptedMark item={item} />
    );

  const downloadButton = (item: ShareListingItem) =>
    item.type === 'file' && !item.encrypted && item.downloadUrl ? (
      <Tooltip label="Download" withArrow>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={`Download ${item.name}`}
          onClick={() => void downloadFile(item)}
        >
          <IconDownload size={16} aria-hidden="true" />
        </Button>
      </Tooltip>
    ) : null;

  const grid = (
    <SimpleGrid
      cols={{ base: 2, sm: 3 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Items"
    >
      {shown.map((item) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="xs" style={{ minWidth: 0 }}>
          <Stack gap={6}>
            {item.type === 'folder' && item.path !== null ? (
              <UnstyledButton
                onClick={() => openFolder(item.path!)}
                tabIndex={-1}
                aria-hidden="true"
                style={{ display: 'block', width: '100%' }}
              >
                <ItemPicture item={item} size="large" />
              </UnstyledButton>
            ) : previews.includes(item) ? (
              <UnstyledButton
                onClick={() => openViewer(previews.indexOf(item))}
                tabIndex={-1}
                aria-hidden="true"
                style={{ display: 'block', width: '100%' }}
              >
                <ItemPicture item={item} size="large" />
              </UnstyledButton>
            ) : (
              <ItemPicture item={item} size="large" />
            )}
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Box pt={2}>{selectBox(item)}</Box>
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                {nameControl(item)}
                <Text size="xs" c="dimmed">
                  {itemLabel(item)}
                </Text>
              </Stack>
              {downloadButton(item)}
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );

  const list = (
    <Table verticalSpacing={6} aria-label="Items" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <VisuallyHidden>Select</VisuallyHidden>
          </Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th w={100} visibleFrom="sm">
            Size
          </Table.Th>
          <Table.Th w={130} visibleFrom="sm">
            Modified
          </Table.Th>
          <Table.Th w={48}>
            <VisuallyHidden>Download</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{selectBox(item)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ItemPicture item={item} size="small" />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {nameControl(item)}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {itemLabel(item)}
                  </Text>
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm">{item.size !== null ? formatFileSize(item.size) : '—'}</Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm">{formatDate(item.updatedAt)}</Text>
            </Table.Td>
            <Table.Td>{downloadButton(item)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

  const viewerEntries = previews.map((item) => ({
    id: item.id,
    name: item.name,
    mimeType: item.mimeType,
    size: item.size,
    imageUrl: item.previewUrl,
    onDownload: () => void downloadFile(item),
  }));

  return (
    <Stack gap="md">
      <Stack gap={4}>
        {grant.kind === 'folder' && crumbs.length > 1 && (
          <nav aria-label="Folder path">
            <Breadcrumbs separatorMargin={4} style={{ flexWrap: 'wrap', rowGap: 2 }}>
              {crumbs.map((crumb, index) =>
                index === crumbs.length - 1 ? (
                  <Text key={crumb.path} size="sm" aria-current="page" style={{ overflowWrap: 'anywhere' }}>
                    {crumb.name}
                  </Text>
                ) : (
                  <Anchor
                    key={crumb.path}
                    component={Link}
                    to={toPath(crumb.path)}
                    onClick={() => (focusHeading.current = true)}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {crumb.name}
                  </Anchor>
                ),
              )}
            </Breadcrumbs>
          </nav>
        )}
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color={grant.kind === 'set' ? 'blue' : 'yellow'} size="lg" aria-hidden="true">
            <IconFolder size={22} />
          </ThemeIcon>
          <Title order={1} fz="h3" ref={heading} tabIndex={-1} style={{ overflowWrap: 'anywhere', outline: 'none' }}>
            {title}
          </Title>
        </Group>
        <Text c="dimmed" size="sm">
          {folderSharedByLabel(grant.owner)}
          {listing ? ` · ${listing.items.length} ${listing.items.length === 1 ? 'item' : 'items'}` : ''}
        </Text>
      </Stack>

      <Group gap="xs" wrap="wrap">
        <Button leftSection={<IconFileZip size={18} aria-hidden="true" />} onClick={() => void downloadZip()}>
          Download all
        </Button>
        {selectedShown.length > 0 && (
          <>
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              onClick={() => void downloadZip(selectedShown.map((item) => item.id))}
            >
              {`Download ${selectedShown.length} selected`}
            </Button>
            <Button variant="subtle" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </>
        )}
      </Group>

      <Group gap="xs" wrap="wrap" align="flex-end">
        <TextInput
          label="Search in this folder"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 12rem', minWidth: 0 }}
        />
        <NativeSelect
          label="Sort by"
          data={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
          value={sortValue}
          onChange={(e) => setSortValue(e.currentTarget.value)}
          style={{ flex: '0 1 10rem' }}
        />
        <SegmentedControl
          aria-label="View"
          value={view}
          onChange={(v) => setChosenView(v === 'list' ? 'list' : 'grid')}
          data={[
            {
              value: 'grid',
              label: (
                <Center>
                  <IconLayoutGrid size={16} aria-hidden="true" />
                  <VisuallyHidden>Grid</VisuallyHidden>
                </Center>
              ),
            },
            {
              value: 'list',
              label: (
                <Center>
                  <IconList size={16} aria-hidden="true" />
                  <VisuallyHidden>List</VisuallyHidden>
                </Center>
              ),
            },
          ]}
        />
      </Group>

      {encryptedCount > 0 && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden="true" />}>
          {encryptedCount === 1
            ? 'One item here is end-to-end encrypted: its content stays sealed and it is left out of downloads. The owner can share it only with a file link of its own.'
            : `${encryptedCount} items here are end-to-end encrypted: their content stays sealed and they are left out of downloads. The owner can share each only with a file link of its own.`}
        </Alert>
      )}

      {selectable.length > 0 && showsHere && (
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Select all"
            checked={allSelected}
            indeterminate={someSelected}
            onChange={(e) =>
              setSelected((current) => {
                const next = new Set(current);
                for (const item of selectable) {
                  if (e.currentTarget.checked) next.add(item.id);
                  else next.delete(item.id);
                }
                return next;
              })
            }
          />
          <Text size="sm" c="dimmed" role="status">
            {selectedShown.length > 0 ? `${selectedShown.length} selected` : ''}
          </Text>
        </Group>
      )}

      {load.status === 'loading' && !showsHere && (
        <Center py="lg" role="status">
          <Loader size="sm" aria-hidden="true" />
          <VisuallyHidden>Loading...</VisuallyHidden>
        </Center>
      )}
      {load.status === 'missing' && (
        <Alert color="red" variant="light" role="alert" title="Folder not found">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">This folder is not in the share any more, or its address is wrong.</Text>
            <Anchor component={Link} to={toPath('')} size="sm">
              {`Back to ${grant.name}`}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {load.status === 'error' && (
        <Alert color="red" variant="light" role="alert">
          {load.message}
        </Alert>
      )}
      {showsHere && listing && listing.items.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {grant.kind === 'set' ? 'No files are left in this share.' : 'This folder is empty.'}
        </Text>
      )}
      {showsHere && listing && listing.items.length > 0 && shown.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {`Nothing here matches "${query.trim()}".`}
        </Text>
      )}
      {showsHere && shown.length > 0 && (view === 'grid' ? grid : list)}

      {footer}

      {viewerUsed && (
        <Suspense fallback={null}>
          <FileViewer
            entries={viewerEntries}
            index={viewerIndex !== null && viewerIndex < viewerEntries.length ? viewerIndex : null}
            onIndexChange={setViewerIndex}
            onClose={() => setViewerIndex(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
