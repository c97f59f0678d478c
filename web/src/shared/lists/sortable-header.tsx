import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { SortDirection } from './list-params';

interface SortableHeaderProps {
  label: string;
  /** This column's direction, or null when the list is not sorted by it. */
  direction: SortDirection | null;
  onSort: () => void;
  /** A fixed column width (see DataColumn.width). */
  width?: number;
}

/** A column header button; the cycle is ascending → descending → none. */
export function SortableHeader({ label, direction, onSort, width }: SortableHeaderProps) {
  const Icon = direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={ariaSort} w={width}>
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={16} stroke={1.5} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
