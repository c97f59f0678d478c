import { Table, Text } from '@mantine/core';

// Fields with two values side by side: an entry's before → after, or a version against now.

interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const value = (text: string | null) =>
  text === null ? (
    <Text span c="dimmed" size="sm">
      (none)
    </Text>
  ) : (
    <Text span size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text}
    </Text>
  );

export function ChangesTable({ label, headings, changes }: { label: string; headings: [string, string]; changes: readonly FieldChange[] }) {
  return (
    <Table aria-label={label} striped layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="36%">Field</Table.Th>
          <Table.Th>{headings[0]}</Table.Th>
          <Table.Th>{headings[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {change.field}
              </Text>
            </Table.Td>
            <Table.Td>{value(change.before)}</Table.Td>
            <Table.Td>{value(change.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
