import { Combobox, Group, Loader, Text, TextInput, VisuallyHidden, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FileKindIcon, fileKind, formatDate, formatFileSize } from '@coffer/web-ui';
import { myFilesBaseOf } from '../../domain/folder-url';
import { matchSegments, searchHitUrl, type SearchHit } from '../../domain/search-hits';
import { SEARCH_MAX_LENGTH, useItemSearch } from '../../hooks/useItemSearch';
import classes from './GlobalSearch.module.css';

export const GLOBAL_SEARCH_LABEL = 'Search all files';
export const GLOBAL_SEARCH_PLACEHOLDER = 'Search all files and folders...';
export const SEARCH_RESULTS_LABEL = 'Search results';
export const NO_MATCHES = 'No matches';
export const SEARCHING = 'Searching...';
export const SEARCH_FAILED = 'Search failed. Try again.';
export const SHOW_MORE = 'Show more results';
const SHOW_MORE_VALUE = '\u0000show-more';

/** What the status line (and the screen reader) says about the hits of `query`. */
function statusText(search: ReturnType<typeof useItemSearch>): string {
  if (search.loading) return SEARCHING;
  if (search.failed) return SEARCH_FAILED;
  if (search.hits.length === 0) return NO_MATCHES;
  const count = `${search.hits.length}${search.hasMore ? '+' : ''}`;
  return `${count} ${search.hits.length === 1 && !search.hasMore ? 'match' : 'matches'}`;
}

function HitName({ name, query }: { name: string; query: string }) {
  return (
    <Text size="sm" fw={500} truncate title={name}>
      {matchSegments(name, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={classes.match}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </Text>
  );
}

function HitOption({ hit, query }: { hit: SearchHit; query: string }) {
  return (
    <Combobox.Option value={hit.id} className={classes.option} data-testid="search-hit" data-item-id={hit.databaseId}>
      <Group gap="sm" wrap="nowrap">
        <FileKindIcon kind={fileKind(hit)} size={20} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <HitName name={hit.name} query={query} />
          <Text size="xs" c="dimmed" truncate>
            {hit.type === 'folder' ? 'Folder' : `${formatFileSize(hit.size)} · ${formatDate(hit.createdAt)}`}
            {hit.encryption ? ' · End-to-end encrypted' : ''}
          </Text>
        </div>
      </Group>
    </Combobox.Option>
  );
}

/**
 * The account-wide search on every signed-in screen: names anywhere in the user's tree, as they
 * type, grouped by folder. A file opens its folder in My Files with the file selected; a folder
 * opens itself. The arrow keys move through the hits of all groups, Enter opens, Escape closes.
 */
export function GlobalSearch() {
  const [text, setText] = useState('');
  const search = useItemSearch(text);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const combobox = useCombobox();
  // Mantine only tracks the highlighted option for its own key handling; the hits change under it
  // (new text, "Show more"), so the highlight and aria-activedescendant are kept here together.
  const [activeId, setActiveId] = useState<string | null>(null);
  const firstNewHit = useRef<number | null>(null);
  const hitsById = useMemo(() => new Map(search.hits.map((hit) => [hit.id, hit])), [search.hits]);
  // Dropdown order (group by group), which the arrow keys follow.
  const ordered = useMemo(() => search.groups.flatMap((group) => group.hits), [search.groups]);

  useEffect(() => {
    combobox.resetSelectedOption();
    setActiveId(null);
    firstNewHit.current = null;
    // A new query only; `combobox` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search.query]);

  useEffect(() => {
    // After "Show more": highlight the first hit of the new page once it is shown.
    const first = firstNewHit.current;
    if (first === null || search.hits.length <= first) return;
    firstNewHit.current = null;
    combobox.selectOption(ordered.findIndex((hit) => hit.id === search.hits[first]!.id));
    const list = combobox.listId ? document.getElementById(combobox.listId) : null;
    setActiveId(list?.querySelector('[data-combobox-selected]')?.id ?? null);
    // Once the hits shown change; `combobox` is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ordered]);

  const open = (hit: SearchHit) => {
    void navigate(searchHitUrl(hit, myFilesBaseOf(pathname) ?? undefined));
    combobox.closeDropdown();
    setText('');
  };

  const submit = (value: string) => {
    if (value === SHOW_MORE_VALUE) {
      firstNewHit.current = search.hits.length;
      void search.showMore();
      return;
    }
    const hit = hitsById.get(value);
    if (hit) open(hit);
  };

  const move = (step: () => string | null) => {
    if (!combobox.dropdownOpened) {
      if (text.trim() !== '') combobox.openDropdown('keyboard');
      return;
    }
    setActiveId(step());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(combobox.selectNextOption);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(combobox.selectPreviousOption);
    } else if (event.key === 'Enter') {
      if (!combobox.dropdownOpened || search.loading) return;
      event.preventDefault();
      // Enter with nothing highlighted opens the best hit.
      if (combobox.getSelectedOptionIndex() !== -1) combobox.clickSelectedOption();
      else if (search.hits[0]) open(search.hits[0]);
    } else if (event.key === 'Escape' && combobox.dropdownOpened) {
      event.preventDefault();
      combobox.closeDropdown('keyboard');
    }
  };

  const status = text.trim() === '' ? '' : statusText(search);
  const opened = combobox.dropdownOpened && text.trim() !== '';

  return (
    <div className={classes.root}>
      <Combobox store={combobox} onOptionSubmit={submit} onClose={() => setActiveId(null)} position="bottom-start">
        <Combobox.Target
          withKeyboardNavigation={false}
          withExpandedAttribute
          aria-activedescendant={opened && activeId ? activeId : undefined}
        >
          <TextInput
            aria-label={GLOBAL_SEARCH_LABEL}
            placeholder={GLOBAL_SEARCH_PLACEHOLDER}
            maxLength={SEARCH_MAX_LENGTH}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={search.loading ? <Loader size={14} aria-hidden="true" /> : null}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (event.currentTarget.value.trim() === '') combobox.closeDropdown();
              else combobox.openDropdown();
            }}
            onFocus={() => {
              if (text.trim() !== '') combobox.openDropdown();
            }}
            onBlur={() => combobox.closeDropdown()}
            onKeyDown={onKeyDown}
            data-testid="global-search"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!opened} data-testid="global-search-dropdown">
          <Text size="xs" c="dimmed" px="xs" py={4} aria-hidden="true">
            {status}
          </Text>
          <Combobox.Options aria-label={SEARCH_RESULTS_LABEL} className={classes.options}>
            {search.groups.map((group) => (
              <Combobox.Group
                key={group.path}
                label={group.label}
                classNames={{ groupLabel: classes.groupLabel }}
                data-testid="search-group"
              >
                {group.hits.map((hit) => (
                  <HitOption key={hit.id} hit={hit} query={search.query} />
                ))}
              </Combobox.Group>
            ))}
            {search.hasMore && (
              <Combobox.Option value={SHOW_MORE_VALUE} className={classes.option} disabled={search.loadingMore}>
                <Text size="sm" fw={600} ta="center">
                  {search.loadingMore ? 'Loading more...' : SHOW_MORE}
                </Text>
              </Combobox.Option>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status" data-testid="search-status">
        {status}
      </VisuallyHidden>
    </div>
  );
}
