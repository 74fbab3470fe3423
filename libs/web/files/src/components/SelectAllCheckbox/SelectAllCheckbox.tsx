import { Checkbox } from '@mantine/core';
import { useSelectionStore } from '../../stores/useSelectionStore';

export interface SelectAllCheckboxProps {
  /** Ids of the items currently shown. */
  visibleIds: readonly string[];
}

/**
 * Selects every visible item (or clears the selection), indeterminate while only some
 * are selected; labelled 'N selected' once anything is selected.
 */
export function SelectAllCheckbox({ visibleIds }: SelectAllCheckboxProps) {
  const selected = useSelectionStore((s) => s.selected);
  const selectAll = useSelectionStore((s) => s.selectAll);
  const clear = useSelectionStore((s) => s.clear);
  const selectedVisible = visibleIds.filter((id) => selected.has(id)).length;
  const all = visibleIds.length > 0 && selectedVisible === visibleIds.length;
  const some = selected.size > 0 && !all;

  return (
    <Checkbox
      checked={all}
      indeterminate={some}
      disabled={visibleIds.length === 0}
      onChange={() => (all ? clear() : selectAll(visibleIds))}
      label={selected.size > 0 ? `${selected.size} selected` : 'Select all'}
    />
  );
}
