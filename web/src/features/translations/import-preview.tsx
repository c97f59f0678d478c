import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';

export interface ImportPreviewData {
  toAdd: readonly { key: string; phrase: string }[];
  toChange: readonly { key: string; oldPhrase: string; newPhrase: string }[];
  unknownKeys: readonly string[];
  malformed: readonly { line: number; message: string }[];
}

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title} ({count})
      </Title>
      {count > 0 ? (
        children
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      )}
    </Stack>
  );
}

/** What an import would do, shown before anything is applied. */
export function ImportPreview({ preview }: { preview: ImportPreviewData }) {
  return (
    <Stack gap="md">
      {preview.malformed.length > 0 && (
        <Alert color="red" variant="light" title="The file has malformed lines: nothing will be imported">
          <List size="sm">
            {preview.malformed.map((m) => (
              <List.Item key={`${m.line}:${m.message}`}>
                {m.message.startsWith('Line') ? m.message : `Line ${m.line}: ${m.message}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Section title="Rows to add" count={preview.toAdd.length}>
        <Table aria-label="Rows to add" verticalSpacing={2}>
          <Table.Tbody>
            {preview.toAdd.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.key}</Table.Td>
                <Table.Td>{row.phrase}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Rows to change" count={preview.toChange.length}>
        <Table aria-label="Rows to change" verticalSpacing={2}>
          <Table.Tbody>
            {preview.toChange.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{row.key}</Table.Td>
                <Table.Td>
                  {row.oldPhrase} → {row.newPhrase}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title="Unknown keys" count={preview.unknownKeys.length}>
        <List size="sm">
          {preview.unknownKeys.map((key) => (
            <List.Item key={key}>{key}</List.Item>
          ))}
        </List>
      </Section>
    </Stack>
  );
}
