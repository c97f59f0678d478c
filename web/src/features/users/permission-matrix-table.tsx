import { Checkbox, Stack, Table, Title } from '@mantine/core';
import { useId } from 'react';
import type { Access, Right } from './permission-matrix';

export interface MatrixRow {
  id: string;
  label: string;
}

interface PermissionMatrixTableProps {
  title: string;
  rows: readonly MatrixRow[];
  values: Record<string, Access>;
  /** Accessible name of one checkbox, e.g. "Read website Alpha". */
  checkboxLabel: (right: Right, row: MatrixRow) => string;
  onToggle: (id: string, right: Right, checked: boolean) => void;
  emptyText?: string;
  readOnly?: boolean;
}

const RIGHTS: { right: Right; header: string }[] = [
  { right: 'read', header: 'Read' },
  { right: 'write', header: 'Write' },
];

export function PermissionMatrixTable({
  title,
  rows,
  values,
  checkboxLabel,
  onToggle,
  emptyText = 'NO RESULTS',
  readOnly = false,
}: PermissionMatrixTableProps) {
  const titleId = useId();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table striped verticalSpacing={6} aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              {RIGHTS.map(({ right, header }) => (
                <Table.Th key={right} w={90} ta="center">
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.label}</Table.Td>
                {RIGHTS.map(({ right }) => (
                  <Table.Td key={right}>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      aria-label={checkboxLabel(right, row)}
                      checked={values[row.id]?.[right] ?? false}
                      disabled={readOnly}
                      onChange={(event) => onToggle(row.id, right, event.currentTarget.checked)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3} ta="center" c="dimmed">
                  {emptyText}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
