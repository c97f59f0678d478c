import { ActionIcon, Group, Stack, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../shared/lists/data-table';
import { ListPagination } from '../../shared/lists/list-pagination';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { ExportListButton } from '../../shared/lists/export-list-button';
import { PageBreadcrumbs, type Crumb } from '../../shared/navigation/page-breadcrumbs';
import { errorCode } from '../../shared/requests/error-message';
import { QueryError } from '../../shared/notices/query-error';
import { HoverTooltip } from '../../shared/lists/hover-tooltip';

export interface OrganisationRow {
  id: string;
  name: string;
}

interface OrganisationListProps {
  title: string;
  breadcrumbs: Crumb[];
  /** e.g. "Search companies". */
  searchLabel: string;
  /** The list's CSV export (`/exports/{exportName}.csv`) and its parent's id. */
  exportName: string;
  exportParams?: Record<string, string>;
  /** Page and search, kept in the URL (useUrlListState). */
  list: {
    search: string;
    setSearch: (term: string) => void;
    page: number;
    setPage: (page: number) => void;
    pageSize: number;
    setPageSize: (size: number) => void;
  };
  /** The list query's state (useQuery's result). */
  result: { loading: boolean; error?: unknown; refetch: () => unknown };
  rows: readonly OrganisationRow[] | undefined;
  pageCount: number;
  /** The pull button ('Get companies from REST', ...). */
  action: ReactNode;
  /** The row arrow's target (next level); none on the last level. */
  nextPath?: (row: OrganisationRow) => string;
  /** Names the arrow: "Markets of {name}". */
  nextLabel?: string;
  /** Shown under the breadcrumbs, above the title (the Betshops tab). */
  tabs?: ReactNode;
}

/**
 * The parent of a list (a company, a market) does not exist: its query
 * answered null for it, or NOT_FOUND for the list under it.
 */
export function isMissing(result: { loading: boolean; error?: unknown }, parent: unknown): boolean {
  if (result.loading) return false;
  return parent === null || errorCode(result.error) === 'NOT_FOUND';
}

/** Companies, markets and betshops: the same table with search, paging and a row arrow. */
export function OrganisationList(props: OrganisationListProps) {
  const { rows, nextPath, nextLabel, list, result } = props;
  const columns: DataColumn<OrganisationRow>[] = [
    { key: 'id', label: 'Id', render: (r) => r.id },
    { key: 'name', label: 'Name', render: (r) => r.name },
  ];
  if (nextPath) {
    columns.push({
      key: 'next',
      label: nextLabel ?? 'Open',
      hiddenLabel: true,
      align: 'right',
      render: (r) => (
        <HoverTooltip label={nextLabel}>
          <ActionIcon variant="subtle" component={Link} to={nextPath(r)} aria-label={`${nextLabel} of ${r.name}`}>
            <IconChevronRight size={18} stroke={1.5} />
          </ActionIcon>
        </HoverTooltip>
      ),
    });
  }
  return (
    <Stack gap="md">
      <PageBreadcrumbs items={props.breadcrumbs} />
      {props.tabs}
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {props.action}
      </Group>
      <Group justify="space-between" align="flex-end">
        <ListSearchForm label={props.searchLabel} applied={list.search} onSearch={list.setSearch} />
        <ExportListButton name={props.exportName} params={{ search: list.search, ...props.exportParams }} />
      </Group>
      {result.error ? (
        <QueryError error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <>
          <DataTable
            label={props.title}
            columns={columns}
            rows={rows ?? []}
            rowKey={(r) => r.id}
            emptyText="NO RESULTS"
            loading={result.loading && !rows}
          />
          <ListPagination
            page={list.page}
            pageCount={props.pageCount}
            onChange={(page) => list.setPage(page)}
            pageSize={list.pageSize}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
    </Stack>
  );
}
