import { useQuery } from '@apollo/client/react';
import { Select, Stack } from '@mantine/core';
import { graphql } from '../../gql';
import type { CasinoCategoriesQuery as CasinoCategoriesData } from '../../gql/graphql';
import { DataTable, type DataColumn } from '../../shared/lists/data-table';
import { QueryError } from '../../shared/notices/query-error';
import { useSearchParamChanges, useUrlListState } from '../../shared/lists/use-url-list-state';
import { ListPagination } from '../../shared/lists/list-pagination';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { type SortDirection } from '../../shared/lists/list-params';

// Casino categories (spec 001 §2.3), developers only: every website's categories, read-only,
// filtered by website and name, sorted and paged on the page (the upstream answers the whole
// list); the filter, the search, the sort and the page live in the URL.

export const CasinoCategoriesQuery = graphql(`
  query CasinoCategories {
    casinoCategories {
      id
      categoryId
      name
      websiteId
      active
      hidden
      archived
      numberOfGames
    }
  }
`);

type Row = CasinoCategoriesData['casinoCategories'][number];
const SORT_COLUMNS = ['name', 'id', 'websiteId', 'active', 'hidden', 'archived', 'games'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

const SORT_VALUE: Record<SortColumn, (row: Row) => string | number> = {
  name: (row) => row.name.toLowerCase(),
  id: (row) => Number(row.categoryId),
  websiteId: (row) => Number(row.websiteId),
  active: (row) => Number(row.active),
  hidden: (row) => Number(row.hidden),
  archived: (row) => Number(row.archived),
  games: (row) => row.numberOfGames,
};

function sortCategories(rows: readonly Row[], column: SortColumn | null, dir: SortDirection | null): readonly Row[] {
  if (!column || !dir) return rows;
  const value = SORT_VALUE[column];
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0));
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const COLUMNS: DataColumn<Row, SortColumn>[] = [
  { key: 'name', label: 'Name', sortKey: 'name', render: (row) => row.name },
  { key: 'id', label: 'ID', sortKey: 'id', render: (row) => row.categoryId },
  { key: 'websiteId', label: 'Website Id', sortKey: 'websiteId', render: (row) => row.websiteId },
  { key: 'active', label: 'Active', sortKey: 'active', render: (row) => yesNo(row.active) },
  { key: 'hidden', label: 'Hidden', sortKey: 'hidden', render: (row) => yesNo(row.hidden) },
  { key: 'archived', label: 'Archived', sortKey: 'archived', render: (row) => yesNo(row.archived) },
  { key: 'games', label: 'Games', sortKey: 'games', align: 'right', render: (row) => row.numberOfGames },
];

const ALL_WEBSITES = 'all';

/** The rows a website filter and a name search keep. */
export function filterCategories(rows: readonly Row[], websiteId: string | null, search: string): readonly Row[] {
  const term = search.trim().toLowerCase();
  return rows.filter((row) => (!websiteId || row.websiteId === websiteId) && (!term || row.name.toLowerCase().includes(term)));
}

export function CasinoCategoriesPanel() {
  const list = useUrlListState(SORT_COLUMNS);
  const [params, change] = useSearchParamChanges();
  const websiteId = params.get('website');
  const { data, loading, error, refetch } = useQuery(CasinoCategoriesQuery);
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  const all = data?.casinoCategories ?? [];
  // The upstream answers every website's categories at once: filtered, sorted and paged here.
  const websites = [...new Set(all.map((row) => row.websiteId))].sort((a, b) => Number(a) - Number(b));
  const rows = sortCategories(filterCategories(all, websiteId, list.search), list.sort, list.dir);
  const pageCount = Math.ceil(rows.length / list.pageSize);
  const page = rows.slice((list.page - 1) * list.pageSize, list.page * list.pageSize);
  return (
    <Stack gap="sm">
      <ListSearchForm label="Search casino categories" placeholder="Name" applied={list.search} onSearch={list.setSearch}>
        <Select
          label="Website"
          data={[{ value: ALL_WEBSITES, label: 'All websites' }, ...websites.map((id) => ({ value: id, label: `Website ${id}` }))]}
          value={websiteId ?? ALL_WEBSITES}
          onChange={(value) => change({ website: value && value !== ALL_WEBSITES ? value : null, page: null })}
          allowDeselect={false}
          w={180}
        />
      </ListSearchForm>
      <DataTable
        label="Casino Categories"
        columns={COLUMNS}
        rows={page}
        rowKey={(row) => row.id}
        emptyText={all.length > 0 ? 'No Data' : 'No Casino Categories'}
        loading={loading && !data}
        sort={{ column: list.sort, dir: list.dir, onSort: list.toggleSort }}
      />
      <ListPagination
        page={list.page}
        pageCount={pageCount}
        onChange={list.setPage}
        pageSize={list.pageSize}
        onPageSizeChange={list.setPageSize}
      />
    </Stack>
  );
}
