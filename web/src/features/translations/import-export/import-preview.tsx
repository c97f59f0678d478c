import { Alert, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SlicePager, usePagedRows } from '../../../shared/lists/slice-pager';
import { formatCount, type ImportPreviewData } from './import-plan';

// What an import would do, before anything is applied (issue 40: a file of 30,000 rows): the
// counts first, then the problems, then the rows it would write, each list a page of rows at a
// time so the dialog stays small whatever the file.

/** Rows drawn per page of a preview list. */
export const PREVIEW_ROWS = 20;

/** One list of the preview, a page of its items at a time. */
function PagedItems<T>({ name, items, render }: { name: string; items: readonly T[]; render: (shown: readonly T[]) => ReactNode }) {
  const { page, setPage, shown } = usePagedRows(items.length, PREVIEW_ROWS);
  return (
    <>
      {render(items.slice(...shown))}
      <SlicePager name={name} page={page} total={items.length} pageSize={PREVIEW_ROWS} onChange={setPage} />
    </>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title} ({formatCount(count)})
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

type Previewed = ImportPreviewData & { unchanged: number };

function Summary({ preview }: { preview: Previewed }) {
  const counts: [string, number][] = [
    ['New phrases', preview.toAdd.length],
    ['Changed phrases', preview.toChange.length],
    ['Unchanged rows', preview.unchanged],
    ['Invalid rows', preview.malformed.length + preview.unknownKeys.length],
  ];
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        Summary
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="dl" m={0}>
        {counts.map(([label, n]) => (
          <Paper key={label} withBorder p="xs">
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={700} m={0}>
              {formatCount(n)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function ImportPreview({ preview }: { preview: Previewed }) {
  return (
    <Stack gap="md">
      <Summary preview={preview} />
      {preview.malformed.length > 0 && (
        <Alert color="red" variant="light" title="The file has malformed lines: nothing will be imported">
          <PagedItems
            name="Malformed lines"
            items={preview.malformed}
            render={(lines) => (
              <List size="sm">
                {lines.map((m) => (
                  <List.Item key={`${m.line}:${m.message}`}>
                    {m.message.startsWith('Line') ? m.message : `Line ${m.line}: ${m.message}`}
                  </List.Item>
                ))}
              </List>
            )}
          />
        </Alert>
      )}
      <Section title="Unknown keys" count={preview.unknownKeys.length}>
        <PagedItems
          name="Unknown keys"
          items={preview.unknownKeys}
          render={(keys) => (
            <List size="sm">
              {keys.map((key) => (
                <List.Item key={key}>{key}</List.Item>
              ))}
            </List>
          )}
        />
      </Section>
      <Section title="Rows to add" count={preview.toAdd.length}>
        <PagedItems
          name="Rows to add"
          items={preview.toAdd}
          render={(rows) => (
            <Table aria-label="Rows to add" verticalSpacing={2}>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{row.key}</Table.Td>
                    <Table.Td>{row.phrase}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        />
      </Section>
      <Section title="Rows to change" count={preview.toChange.length}>
        <PagedItems
          name="Rows to change"
          items={preview.toChange}
          render={(rows) => (
            <Table aria-label="Rows to change" verticalSpacing={2}>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Td>{row.key}</Table.Td>
                    <Table.Td>
                      {row.oldPhrase} → {row.newPhrase}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        />
      </Section>
    </Stack>
  );
}
