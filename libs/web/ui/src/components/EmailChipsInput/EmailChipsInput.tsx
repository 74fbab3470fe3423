import { TagsInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { splitEmailEntries } from '../../format/emails';

/** The help text of every e-mail field. */
export const EMAIL_CHIPS_HELP = 'Press Enter or type a comma after each address';

export interface EmailChipsInputProps {
  label: string;
  /** Normalised addresses (trimmed, lowercased, no duplicates). */
  value: readonly string[];
  onChange: (emails: string[]) => void;
  /** True while typed text is not a valid address (the dialogs hold their submit button). */
  onInvalidChange?: (invalid: boolean) => void;
  /** Valid addresses typed but not committed yet (a chip once the field is left or Enter pressed). */
  onPendingChange?: (emails: string[]) => void;
  disabled?: boolean;
}

/**
 * Addresses as chips, each checked as it is committed (Enter, a comma or space, paste, leaving
 * the field): a valid one becomes a chip; an invalid one stays in the field, which says why.
 */
export function EmailChipsInput({
  label,
  value,
  onChange,
  onInvalidChange,
  onPendingChange,
  disabled,
}: EmailChipsInputProps) {
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Text to keep in the field when TagsInput empties it right after a refused commit.
  const keep = useRef<string | null>(null);
  useEffect(() => {
    keep.current = null;
  });
  // The field as this event left it, and what the dialog last heard. The dialog hears in the same
  // event as the field changes, so its submit button and the field's error show in the same frame:
  // never a frame that offers to submit refused text. (TagsInput may call both handlers in one event.)
  const latest = useRef({ search: '', error: null as string | null, invalid: false, pending: '' });
  const show = (change: { search?: string; error: string | null }) => {
    const nextSearch = change.search ?? latest.current.search;
    setSearch(nextSearch);
    setError(change.error);
    const invalid = change.error !== null;
    const pending = invalid ? '' : splitEmailEntries([nextSearch]).valid.join(',');
    if (invalid !== latest.current.invalid) onInvalidChange?.(invalid);
    if (pending !== latest.current.pending) onPendingChange?.(pending === '' ? [] : pending.split(','));
    latest.current = { search: nextSearch, error: change.error, invalid, pending };
  };

  const commit = (next: string[]) => {
    const added = next.filter((entry) => !value.includes(entry));
    if (added.length === 0) {
      // A chip was removed: an error about earlier text no longer applies.
      show({ error: null });
      onChange(next);
      return;
    }
    const { valid, invalid } = splitEmailEntries([...next.filter((entry) => value.includes(entry)), ...added]);
    onChange(valid);
    if (invalid.length === 0) {
      show({ error: null });
      return;
    }
    keep.current = invalid.join(', ');
    show({
      search: keep.current,
      error:
        invalid.length === 1
          ? `"${invalid[0]}" is not a valid e-mail address`
          : `Not valid e-mail addresses: ${invalid.join(', ')}`,
    });
  };

  const onSearchChange = (next: string) => {
    if (next === '' && keep.current !== null) return;
    show({ search: next, error: next !== latest.current.search ? null : latest.current.error });
  };

  return (
    <TagsInput
      label={label}
      description={EMAIL_CHIPS_HELP}
      placeholder="name@example.com"
      value={[...value]}
      onChange={commit}
      searchValue={search}
      onSearchChange={onSearchChange}
      splitChars={[',', ' ', ';']}
      acceptValueOnBlur
      clearable
      disabled={disabled}
      error={error}
    />
  );
}
