import { useQuery } from '@apollo/client/react';
import { Button, Code, Loader, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { HelpHistoryQuery } from '../../gql/graphql';
import { DataTable } from '../../shared/lists/data-table';
import { ListPagination } from '../../shared/lists/list-pagination';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { QueryError } from '../../shared/notices/query-error';
import { useUrlListState } from '../../shared/lists/use-url-list-state';
import type { HelpTabProps } from './help-tabs';
import { formatLocal } from '../../shared/format/local-time';
import { graphql } from '../../gql';

const HistoryQuery = graphql(`
  query HelpHistory($domainId: ID!, $page: Int!, $search: String) {
    helpHistory(domainId: $domainId, page: $page, search: $search) {
      page
      pageCount
      items {
        id
        title
        action
        message
        userEmail
        performedAt
        before
        after
        changes {
          key
          from
          to
        }
      }
    }
  }
`);

type Entry = HelpHistoryQuery['helpHistory']['items'][number];
const NO_SORT: readonly never[] = [];

/** Spec 001 §9: DD/MM/YYYY HH:mm, the viewer's local time. */
export const performedAt = (iso: string) => formatLocal(iso, 'DD/MM/YYYY HH:mm');

/** History Logs tab (spec 001 §2.10): 100 per page, newest first, details with the diff. */
export function HistoryTab({ domain }: HelpTabProps) {
  // Page and search live in the URL, as in every list.
  const list = useUrlListState(NO_SORT);
  const [shown, setShown] = useState<Entry | null>(null);
  const { data, loading, error, refetch } = useQuery(HistoryQuery, {
    variables: { domainId: domain.id, page: list.page, search: list.search || null },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Loader role="status" aria-label="Loading" />;
  const history = data?.helpHistory;

  return (
    <Stack gap="md">
      <ListSearchForm label="Search history" placeholder="Title, comment or user" applied={list.search} onSearch={list.setSearch} />
      <DataTable
        label="History Logs"
        rows={history?.items ?? []}
        rowKey={(e) => e.id}
        emptyText="No Data"
        columns={[
          { key: 'user', label: 'User', render: (e) => e.userEmail },
          { key: 'title', label: 'Title', render: (e) => e.title },
          { key: 'performed', label: 'Performed', render: (e) => performedAt(e.performedAt) },
          {
            key: 'details',
            label: 'Details',
            hiddenLabel: true,
            align: 'right',
            render: (e) => (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setShown(e)}
                aria-label={`Details of ${e.title}, ${performedAt(e.performedAt)}`}
              >
                Details
              </Button>
            ),
          },
        ]}
      />
      {history && <ListPagination page={history.page} pageCount={history.pageCount} onChange={list.setPage} />}
      <Modal opened={shown !== null} onClose={() => setShown(null)} title="Change details" size="80%">
        {shown && <EntryDetails entry={shown} />}
      </Modal>
    </Stack>
  );
}

function EntryDetails({ entry }: { entry: Entry }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        <Text fw={600}>User</Text>
        <Text>{entry.userEmail}</Text>
        <Text fw={600}>Action</Text>
        <Text>{entry.action}</Text>
        <Text fw={600}>Message</Text>
        <Text>{entry.message || '-'}</Text>
        <Text fw={600}>Performed</Text>
        <Text>{performedAt(entry.performedAt)}</Text>
      </SimpleGrid>
      {entry.changes.length > 0 && (
        <>
          <Title order={3} size="h5">
            Changed
          </Title>
          <Table aria-label="Changed keys" striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Key</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entry.changes.map((c) => (
                <Table.Tr key={c.key}>
                  <Table.Td>{c.key}</Table.Td>
                  <Table.Td>
                    <Code block c="red.9">
                      {c.from}
                    </Code>
                  </Table.Td>
                  <Table.Td>
                    <Code block c="green.9">
                      {c.to}
                    </Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
      <SimpleGrid cols={2}>
        <Stack gap={4}>
          <Title order={3} size="h5">
            Before
          </Title>
          <Code block mah={400} style={{ overflow: 'auto' }}>
            {entry.before ?? '-'}
          </Code>
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            After
          </Title>
          <Code block mah={400} style={{ overflow: 'auto' }}>
            {entry.after ?? '-'}
          </Code>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
