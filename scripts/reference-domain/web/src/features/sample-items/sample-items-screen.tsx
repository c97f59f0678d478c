import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { DataTable } from '../../shared/lists/data-table';
import { QueryError } from '../../shared/notices/query-error';
import { CreateSampleItemModal } from './create-sample-item-modal';

// Sample items: the list, oldest first, and the button that adds one.

export const SampleItemsQuery = graphql(`
  query SampleItems {
    sampleItems {
      id
      name
    }
  }
`);

export function SampleItemsScreen() {
  const { data, loading, error, refetch } = useQuery(SampleItemsQuery);
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Sample items
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Add sample item
        </Button>
      </Group>
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="Sample items"
          columns={[{ key: 'name', label: 'Name', render: (row) => row.name }]}
          rows={data?.sampleItems ?? []}
          rowKey={(row) => row.id}
          emptyText="No Data"
          loading={loading && !data}
        />
      )}
      {adding && <CreateSampleItemModal onClose={() => setAdding(false)} />}
    </Stack>
  );
}
