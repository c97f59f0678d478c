import { ActionIcon, Group, Table } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { moved } from './reorder';
import { HoverTooltip } from '../../shared/lists/hover-tooltip';

interface SortableRowsProps<Row> {
  rows: readonly Row[];
  /** The rows drawn, [from, to) of `rows` (one page of a long list): moves stay within the whole list. All by default. */
  shown?: readonly [number, number];
  rowKey: (row: Row) => string;
  rowName: (row: Row) => string;
  /** Dragging and the move buttons; off while searching or without write. */
  enabled: boolean;
  /** The rows' new order (the caller saves it). */
  onReorder: (order: Row[]) => void;
  /** The row's cells after the handle. */
  cells: (row: Row) => ReactNode;
}

/**
 * Table rows that can be dragged into a new order, with 'Move up' and 'Move down'
 * buttons doing the same from the keyboard (and for anyone who cannot drag).
 */
export function SortableRows<Row>({ rows, shown = [0, rows.length], rowKey, rowName, enabled, onReorder, cells }: SortableRowsProps<Row>) {
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (from !== to && to >= 0 && to < rows.length) onReorder(moved(rows, from, to));
  };
  const [first, end] = shown;

  return rows.slice(first, end).map((row, place) => {
    const index = first + place;
    return (
      <Table.Tr
        key={rowKey(row)}
        draggable={enabled}
        onDragStart={(event) => {
          setDragged(index);
          event.dataTransfer.effectAllowed = 'move';
        }}
        onDragOver={(event) => enabled && dragged !== null && event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          if (dragged !== null) move(dragged, index);
          setDragged(null);
        }}
        onDragEnd={() => setDragged(null)}
        style={dragged === index ? { opacity: 0.5 } : undefined}
      >
        <Table.Td w={104}>
          {enabled && (
            // Buttons of 28 px, apart: WCAG 2.2's target size (24 px) with room around each.
            <Group gap={4} wrap="nowrap">
              <IconGripVertical size={16} stroke={1.5} aria-hidden style={{ cursor: 'grab', verticalAlign: 'middle' }} />
              <HoverTooltip label="Move up">
                <ActionIcon
                  variant="subtle"
                  size="md"
                  aria-label={`Move ${rowName(row)} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={14} />
                </ActionIcon>
              </HoverTooltip>
              <HoverTooltip label="Move down">
                <ActionIcon
                  variant="subtle"
                  size="md"
                  aria-label={`Move ${rowName(row)} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={14} />
                </ActionIcon>
              </HoverTooltip>
            </Group>
          )}
        </Table.Td>
        {cells(row)}
      </Table.Tr>
    );
  });
}
