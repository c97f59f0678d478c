import { Text } from '@mantine/core';
import { graphql } from '../../../gql';
import type { SeoRuleRow_SeoRuleFragment } from '../../../gql/graphql';
import { DataTable, type DataColumn } from '../../../shared/lists/data-table';
import type { SortDirection } from '../../../shared/lists/list-params';
import { EditArrowButton } from '../edit-arrow-button';
import { entityTypeLabel } from '../seo-labels';
import type { SortColumn } from '../use-seo-url-state';

export const SeoRuleRowFragment = graphql(`
  fragment SeoRuleRow_seoRule on SeoRule {
    id
    ruleId
    languageId
    entityType
    entityId
    altCtx
    name
    sportName
    regionName
    metaTitle
    pageTitle
  }
`);

export type SeoRuleRow = SeoRuleRow_SeoRuleFragment;

interface SeoRulesTableProps {
  rows: readonly SeoRuleRow[];
  loading: boolean;
  /** Shown when there are no rows: what to search for before a search, 'No results found' after one. */
  emptyText: string;
  sort: { column: SortColumn | null; dir: SortDirection | null; onSort: (column: SortColumn) => void };
  onEdit: (row: SeoRuleRow) => void;
}

/** Where a region or league sits, so rows with the same name can be told apart. */
function context(row: SeoRuleRow): string | null {
  return [row.sportName, row.regionName].filter(Boolean).join(' / ') || null;
}

export function SeoRulesTable({ rows, loading, emptyText, sort, onEdit }: SeoRulesTableProps) {
  const columns: DataColumn<SeoRuleRow, SortColumn>[] = [
    {
      key: 'name',
      label: 'Name',
      sortKey: 'name',
      render: (row) => (
        <>
          {row.name}
          {context(row) && (
            <Text size="xs" c="dimmed">
              {context(row)}
            </Text>
          )}
        </>
      ),
    },
    { key: 'type', label: 'Type', sortKey: 'type', render: (row) => entityTypeLabel(row.entityType, row.altCtx) },
    { key: 'metaTitle', label: 'Meta Title', sortKey: 'metaTitle', render: (row) => row.metaTitle },
    { key: 'pageTitle', label: 'Page Title - H1', sortKey: 'pageTitle', render: (row) => row.pageTitle },
    {
      key: 'edit',
      label: 'Edit',
      hiddenLabel: true,
      align: 'right',
      render: (row) => <EditArrowButton name={row.name} onClick={() => onEdit(row)} />,
    },
  ];
  return (
    <DataTable
      label="SEO rules"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={emptyText}
      loading={loading}
      sort={sort}
    />
  );
}
