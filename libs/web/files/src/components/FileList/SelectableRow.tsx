import { Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SelectableRowProps {
  id: string;
  /** What the row shows, for the checkbox's name ("Select <label>"). */
  label: string;
  selected: boolean;
  onToggle: () => void;
  testId: string;
  children: ReactNode;
}

/** A table row that starts with its selection checkbox and is highlighted while selected. */
export function SelectableRow({ id, label, selected, onToggle, testId, children }: SelectableRowProps) {
  return (
    <Table.Tr bg={selected ? 'var(--mantine-color-blue-light)' : undefined} data-testid={testId} data-item-id={id}>
      <Table.Td>
        <Checkbox size="xs" aria-label={`Select ${label}`} checked={selected} onChange={onToggle} />
      </Table.Td>
      {children}
    </Table.Tr>
  );
}
