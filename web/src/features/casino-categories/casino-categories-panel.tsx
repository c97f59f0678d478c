import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { CasinoCategoriesQuery } from '../../gql/graphql';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { QueryError } from '../../shared/query-error';
import { useUrlListState } from '../../shared/use-url-list-state';
import { type SortDirection } from '../../shared/list-params';

// Casino categories (spec 001 §2.3), developers only: every website's categories, read-only,
// sorted on the page (the upstream answers the whole list); the sort lives in the URL.

const CasinoCategoriesQuery = graphql(`
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

type Row = CasinoCategoriesQuery['casinoCategories'][number];
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

export function CasinoCategoriesPanel() {
  const list = useUrlListState(SORT_COLUMNS);
  const { data, loading, error, refetch } = useQuery(CasinoCategoriesQuery);
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <DataTable
      label="Casino Categories"
      columns={COLUMNS}
      rows={sortCategories(data?.casinoCategories ?? [], list.sort, list.dir)}
      rowKey={(row) => row.id}
      emptyText="No Casino Categories"
      loading={loading && !data}
      sort={{ column: list.sort, dir: list.dir, onSort: list.toggleSort }}
    />
  );
}
