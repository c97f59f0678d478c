import { useQuery } from '@apollo/client/react';
import { Stack, Switch } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable, type DataColumn } from '../../shared/lists/data-table';
import { ListPagination } from '../../shared/lists/list-pagination';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { localPage } from '../../shared/lists/local-page';
import { QueryError } from '../../shared/notices/query-error';
import { useUrlListState } from '../../shared/lists/use-url-list-state';
import type { PermissionLevel, TooltipSport_RowFragment } from '../../gql/graphql';
import { TooltipSportsQuery } from './tooltip-sports-query';
import { useTooltipToggle } from './use-tooltip-toggle';

export const TOOLTIPS_PAGE_SIZE = 10;
const NO_SORT: readonly never[] = [];

export interface WebsiteTooltipsPanelProps {
  websiteId: string;
  level: PermissionLevel;
}

/** Sports matching the search by name or sport id (case-insensitive). */
export function filterSports<T extends { sportId: string; name: string }>(sports: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...sports];
  return sports.filter((s) => s.name.toLowerCase().includes(needle) || s.sportId.toLowerCase().includes(needle));
}

/** The website's Tooltips tab (spec 001 §2.4, SEO-area view): one 'Tooltips enabled' switch per sport. */
export function WebsiteTooltipsPanel({ websiteId, level }: WebsiteTooltipsPanelProps) {
  const { data, loading, error, refetch } = useQuery(TooltipSportsQuery);
  const { page: requestedPage, search, setPage, setSearch } = useUrlListState(NO_SORT);
  const { pending, toggle } = useTooltipToggle(websiteId);

  // The whole list is loaded once: search and paging only slice it here.
  const matching = useMemo(() => filterSports(data?.tooltipSports ?? [], search), [data, search]);
  const { rows, page, pageCount } = localPage(matching, requestedPage, TOOLTIPS_PAGE_SIZE);

  const columns: DataColumn<TooltipSport_RowFragment>[] = [
    { key: 'sportId', label: 'Sport Id', render: (sport) => sport.sportId },
    { key: 'name', label: 'Sport', render: (sport) => sport.name },
    {
      key: 'enabled',
      label: 'Tooltips enabled',
      render: (sport) => (
        <Switch
          aria-label={`Tooltips enabled for ${sport.name}`}
          label="Tooltips enabled"
          checked={pending[sport.sportId] ?? sport.websiteIds.includes(websiteId)}
          disabled={level !== 'WRITE' || pending[sport.sportId] !== undefined}
          onChange={(event) => void toggle(sport.sportId, event.currentTarget.checked)}
        />
      ),
    },
  ];

  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;

  return (
    <Stack gap="md">
      <ListSearchForm label="Search tooltips" placeholder="Sport name or id" applied={search} onSearch={setSearch} />
      <DataTable
        label="Tooltips"
        showCaption
        columns={columns}
        rows={rows}
        rowKey={(sport) => sport.id}
        emptyText="No tooltips found"
        loading={loading && !data}
      />
      <ListPagination page={page} pageCount={pageCount} onChange={setPage} />
    </Stack>
  );
}
