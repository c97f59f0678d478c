import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import type { DataColumn } from '../lists/data-table';

// Rows chosen for a bulk action (users, translations). The choice is kept across pages and
// searches until used or cleared, so the screen always says how many are chosen and how many of
// them the user cannot see on this page, and offers to clear them.

export interface RowSelection<T extends { id: string }> {
  selected: readonly T[];
  ids: ReadonlySet<string>;
  toggle: (row: T, on: boolean) => void;
  /** Chooses (or unchooses) every row of `rows` at once: the header checkbox. */
  togglePage: (rows: readonly T[], on: boolean) => void;
  clear: () => void;
}

export function useRowSelection<T extends { id: string }>(): RowSelection<T> {
  const [selected, setSelected] = useState<T[]>([]);
  const ids = useMemo(() => new Set(selected.map((row) => row.id)), [selected]);
  const toggle = useCallback(
    (row: T, on: boolean) =>
      setSelected((current) => (on ? [...current.filter((r) => r.id !== row.id), row] : current.filter((r) => r.id !== row.id))),
    [],
  );
  const togglePage = useCallback((rows: readonly T[], on: boolean) => {
    const page = new Set(rows.map((row) => row.id));
    setSelected((current) => (on ? [...current.filter((r) => !page.has(r.id)), ...rows] : current.filter((r) => !page.has(r.id))));
  }, []);
  const clear = useCallback(() => setSelected([]), []);
  return { selected, ids, toggle, togglePage, clear };
}

/** The first column: a checkbox per row, and one in the header for every selectable row of the page. */
export function selectionColumn<T extends { id: string }, S extends string = string>(
  selection: Pick<RowSelection<T>, 'ids' | 'toggle' | 'togglePage'>,
  page: readonly T[],
  options: { name: (row: T) => string; canSelect: (row: T) => boolean },
): DataColumn<T, S> {
  const selectable = page.filter(options.canSelect);
  const chosen = selectable.filter((row) => selection.ids.has(row.id)).length;
  return {
    key: 'select',
    label: 'Select',
    width: 48,
    header: (
      <Checkbox
        aria-label="Select every row of this page"
        checked={selectable.length > 0 && chosen === selectable.length}
        indeterminate={chosen > 0 && chosen < selectable.length}
        disabled={selectable.length === 0}
        onChange={(event) => selection.togglePage(selectable, event.currentTarget.checked)}
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={`Select ${options.name(row)}`}
        checked={selection.ids.has(row.id)}
        disabled={!options.canSelect(row)}
        onChange={(event) => selection.toggle(row, event.currentTarget.checked)}
      />
    ),
  };
}

/** 'N selected (M on other pages) · Clear selection', shown while anything is chosen. */
export function SelectionSummary<T extends { id: string }>({ selection, page }: { selection: RowSelection<T>; page: readonly T[] }) {
  if (selection.selected.length === 0) return null;
  const visible = new Set(page.map((row) => row.id));
  const elsewhere = selection.selected.filter((row) => !visible.has(row.id)).length;
  return (
    <Group gap="xs" role="status" aria-label="Selection">
      <Text size="sm">
        {selection.selected.length} selected{elsewhere > 0 ? ` (${elsewhere} on other pages)` : ''}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={selection.clear}>
        Clear selection
      </Button>
    </Group>
  );
}
