import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { SortableHeader } from './sortable-header';
import type { SortDirection } from './list-params';

export interface DataColumn<T, S extends string = string> {
  key: string;
  label: string;
  /** Accessible header for columns without a visible one (e.g. row actions). */
  hiddenLabel?: boolean;
  /** Makes the header a sort button for this list column. */
  sortKey?: S;
  align?: 'left' | 'right' | 'center';
  /**
   * A fixed width in px. When any column has one the table lays out by its
   * header (CSS `table-layout: fixed`): columns keep their width across pages
   * and searches, and the columns without one share the rest.
   */
  width?: number;
  /** The header cell's content instead of the label (a select-all checkbox, which names itself). */
  header?: ReactNode;
  render: (row: T) => ReactNode;
}

interface DataTableProps<T, S extends string> {
  /** Accessible name of the table. */
  label: string;
  /** Shows the label above the table as its caption (a titled table in the spec). */
  showCaption?: boolean;
  columns: DataColumn<T, S>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The spec's empty text ('NO RESULTS', 'No results found', ...). */
  emptyText: string;
  loading?: boolean;
  sort?: { column: S | null; dir: SortDirection | null; onSort: (column: S) => void };
}

export function DataTable<T, S extends string = string>({
  label,
  showCaption = false,
  columns,
  rows,
  rowKey,
  emptyText,
  loading = false,
  sort,
}: DataTableProps<T, S>) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        captionSide="top"
        aria-label={showCaption ? undefined : label}
        aria-busy={loading || undefined}
        layout={columns.some((column) => column.width) ? 'fixed' : undefined}
      >
        {showCaption && (
          <Table.Caption>
            <Text fw={700} ta="left">
              {label}
            </Text>
          </Table.Caption>
        )}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sortKey && sort ? (
                <SortableHeader
                  key={column.key}
                  label={column.label}
                  direction={sort.column === column.sortKey ? sort.dir : null}
                  onSort={() => sort.onSort(column.sortKey!)}
                  width={column.width}
                />
              ) : (
                <Table.Th key={column.key} ta={column.align} w={column.width}>
                  {column.header ?? (column.hiddenLabel ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label)}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align} style={{ overflowWrap: 'anywhere' }}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text ta="center" c="dimmed" py="md">
                  {loading ? 'Loading…' : emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
