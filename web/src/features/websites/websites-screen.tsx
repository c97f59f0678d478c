import { useQuery } from '@apollo/client/react';
import { Anchor, Stack, Title } from '@mantine/core';
import { graphql } from '../../gql';
import type { WebsitesListQuery } from '../../gql/graphql';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { ListPagination } from '../../shared/list-pagination';
import { PageBreadcrumbs } from '../../shared/page-breadcrumbs';
import { QueryError } from '../../shared/query-error';
import { useUrlListState } from '../../shared/use-url-list-state';

const PAGE_SIZE = 10;
const NO_SORT: readonly never[] = [];

const WebsitesListQueryDocument = graphql(`
  query WebsitesList($page: Int!, $pageSize: Int!) {
    websites(page: $page, pageSize: $pageSize) {
      items {
        id
        name
        url
        betshopId
        betshop {
          id
          name
        }
        viewerCanWrite
      }
      totalItems
      pageCount
      page
    }
  }
`);

type WebsiteRow = WebsitesListQuery['websites']['items'][number];

const columns: DataColumn<WebsiteRow>[] = [
  { key: 'name', label: 'Name', render: (w) => w.name },
  {
    key: 'url',
    label: 'Url',
    render: (w) => (
      <Anchor href={w.url} target="_blank" rel="noreferrer" size="sm">
        {w.url}
      </Anchor>
    ),
  },
  { key: 'betshop', label: 'Betshop', render: (w) => w.betshop?.name ?? w.betshopId ?? '—' },
];

/** The websites the viewer can read. Create, edit and delete come with the websites issue. */
export function WebsitesScreen() {
  const list = useUrlListState(NO_SORT);
  const { data, previousData, loading, error, refetch } = useQuery(WebsitesListQueryDocument, {
    variables: { page: list.page, pageSize: PAGE_SIZE },
  });
  const websites = (data ?? previousData)?.websites;

  return (
    <Stack gap="md">
      <PageBreadcrumbs items={[{ label: 'Home', to: '/home' }, { label: 'Websites' }]} />
      <Title order={1} size="h2">
        Websites
      </Title>
      {error && !websites ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Websites"
            columns={columns}
            rows={websites?.items ?? []}
            rowKey={(w) => w.id}
            emptyText="NO RESULTS"
            loading={loading && !websites}
          />
          <ListPagination page={list.page} pageCount={websites?.pageCount ?? 0} onChange={list.setPage} />
        </>
      )}
    </Stack>
  );
}
