import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { DataTable, type DataColumn } from '../../shared/lists/data-table';
import { ListPagination } from '../../shared/lists/list-pagination';
import { formatLocal } from '../../shared/format/local-time';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { QueryError } from '../../shared/notices/query-error';
import { pageParam, useSearchParamChanges } from '../../shared/lists/use-url-list-state';
import { readListParams } from '../../shared/lists/list-params';
import { ActivityDetails, entityName, type ActivityRow } from './activity-details';
import { ActivityFilters } from './activity-filters';
import { readActivityFilters, type ActivityFilterValues } from './urls';
import { areaLabel } from './area-label';

const ActivityListQuery = graphql(`
  query ActivityList($filter: ActivityFilter, $page: Int!, $pageSize: Int!) {
    activity(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        ...ActivityEntry_entry
      }
      totalItems
      pageCount
      page
    }
    activityAreas
  }
`);

const PAGE_SIZE = 25;
const NO_SORT: never[] = [];

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Every change made through the gateway, newest first, filtered by the URL. */
export function ActivityScreen() {
  const [params, change] = useSearchParamChanges();
  const { page } = readListParams(params, NO_SORT);
  const filters = useMemo(() => readActivityFilters(params), [params]);
  const [open, setOpen] = useState<ActivityRow | null>(null);

  const filter = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const { data, previousData, loading, error, refetch } = useQuery(ActivityListQuery, {
    variables: { filter, page, pageSize: PAGE_SIZE },
    // Changes keep coming: each visit asks again (the cached page shows meanwhile).
    fetchPolicy: 'cache-and-network',
  });
  const result = data ?? previousData;

  const columns: DataColumn<ActivityRow>[] = [
    { key: 'at', label: 'When', width: 150, render: (e) => formatLocal(e.at, 'DD/MM/YYYY HH:mm') },
    { key: 'user', label: 'User', render: (e) => e.userEmail ?? '—' },
    { key: 'area', label: 'Area', width: 160, render: (e) => <Badge variant="light">{areaLabel(e.area)}</Badge> },
    {
      key: 'operation',
      label: 'Operation',
      render: (e) => (
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-word' }}>
          {e.operation}
        </Text>
      ),
    },
    { key: 'entity', label: 'Entity', render: (e) => entityName(e) },
    { key: 'changes', label: 'Changes', width: 110, render: (e) => plural(e.changes.length, 'field') },
    {
      key: 'details',
      label: 'Details',
      hiddenLabel: true,
      width: 100,
      align: 'right',
      render: (e) => (
        <Button size="xs" variant="subtle" onClick={() => setOpen(e)} aria-label={`Details of ${e.operation} on ${entityName(e)}`}>
          Details
        </Button>
      ),
    },
  ];

  const apply = (next: ActivityFilterValues) =>
    change({ ...Object.fromEntries(Object.entries(next).map(([key, value]) => [key, value.trim() || null])), ...pageParam(1) });

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Activity' }]} />
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Activity
        </Title>
        {result && (
          <Text size="sm" c="dimmed">
            {plural(result.activity.totalItems, 'change')}
          </Text>
        )}
      </Group>
      <ActivityFilters applied={filters} areas={result?.activityAreas ?? []} onApply={apply} />
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Activity"
            columns={columns}
            rows={result?.activity.items ?? []}
            rowKey={(e) => e.id}
            emptyText="No changes match these filters."
            loading={loading && !result}
          />
          <ListPagination page={page} pageCount={result?.activity.pageCount ?? 0} onChange={(next) => change(pageParam(next))} />
        </>
      )}
      <ActivityDetails entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
