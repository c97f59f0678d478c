import { Table, Text } from '@mantine/core';

export interface WordLanguageLine {
  languageId: string;
  language: string;
  phrase: string;
  /** Each as 'website url - phrase'. */
  exceptions: string[];
}

/** The body of 'Language list for key: {key}': one line per language of the word. */
export function WordLanguagesTable({ lines }: { lines: readonly WordLanguageLine[] }) {
  return (
    <Table striped aria-label="Languages of the key">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Language</Table.Th>
          <Table.Th>Translation</Table.Th>
          <Table.Th>Exceptions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.languageId}>
            <Table.Td>{line.language}</Table.Td>
            <Table.Td>{line.phrase}</Table.Td>
            <Table.Td>
              {line.exceptions.map((text) => (
                <Text key={text} size="sm">
                  {text}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
        {lines.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={3}>
              <Text ta="center" c="dimmed">
                NO RESULTS
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
