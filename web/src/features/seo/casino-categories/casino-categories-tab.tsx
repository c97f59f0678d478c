import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { graphql } from '../../../gql';
import type { SeoCasinoCategoriesQuery } from '../../../gql/graphql';
import { DataTable, type DataColumn } from '../../../shared/lists/data-table';
import { ListPagination } from '../../../shared/lists/list-pagination';
import { QueryError } from '../../../shared/notices/query-error';
import { useStepBackOnEmptyPage } from '../../../shared/lists/use-step-back-on-empty-page';
import { CasinoSearchForm } from './casino-search-form';
import { EditArrowButton } from '../edit-arrow-button';
import { SeoLanguageTabs } from '../seo-language-tabs';
import type { SeoRuleTarget, WebsiteLanguage } from '../seo-types';
import type { SeoUrlState } from '../use-seo-url-state';

const SeoCasinoCategoriesQuery = graphql(`
  query SeoCasinoCategories($websiteId: ID!, $search: String, $page: Int) {
    seoCasinoCategories(websiteId: $websiteId, search: $search, page: $page) {
      items {
        id
        casinoCategoryId
        name
        active
        hidden
        numberOfGames
      }
      totalItems
      pageCount
      page
    }
  }
`);

type CasinoRow = SeoCasinoCategoriesQuery['seoCasinoCategories']['items'][number];

interface CasinoCategoriesTabProps {
  websiteId: string;
  languages: readonly WebsiteLanguage[];
  state: SeoUrlState;
  onEdit: (target: SeoRuleTarget) => void;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Casino Categories of the website's market, each with its SEO rule per language (spec 001 §2.2). */
export function CasinoCategoriesTab({ websiteId, languages, state, onEdit }: CasinoCategoriesTabProps) {
  const { data, previousData, loading, error, refetch } = useQuery(SeoCasinoCategoriesQuery, {
    variables: { websiteId, search: state.q || null, page: state.page },
  });
  const result = (data ?? previousData)?.seoCasinoCategories;
  useStepBackOnEmptyPage(data?.seoCasinoCategories, state.page, state.setPage);
  const language = state.language;

  const columns: DataColumn<CasinoRow>[] = [
    { key: 'name', label: 'Name', render: (row) => row.name },
    { key: 'id', label: 'ID', render: (row) => row.casinoCategoryId },
    { key: 'active', label: 'Active', render: (row) => yesNo(row.active) },
    { key: 'hidden', label: 'Hidden', render: (row) => yesNo(row.hidden) },
    { key: 'games', label: 'Games', align: 'right', render: (row) => row.numberOfGames },
    {
      key: 'edit',
      label: 'Edit',
      hiddenLabel: true,
      align: 'right',
      render: (row) =>
        language && (
          <EditArrowButton
            name={row.name}
            onClick={() =>
              onEdit({
                entityType: 'CASINO_CATEGORY',
                entityId: row.casinoCategoryId,
                altCtx: null,
                name: row.name,
                languageId: language.id,
              })
            }
          />
        ),
    },
  ];

  return (
    <Stack gap="md">
      <SeoLanguageTabs languages={languages} value={language} onChange={state.setLanguage} />
      <CasinoSearchForm applied={state.q} onSearch={(q) => state.applySearch({ q })} />
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            label="Casino Categories"
            columns={columns}
            rows={result?.items ?? []}
            rowKey={(row) => row.id}
            emptyText="No results found"
            loading={loading && !result}
          />
          <ListPagination page={state.page} pageCount={result?.pageCount ?? 0} onChange={state.setPage} />
        </>
      )}
    </Stack>
  );
}
