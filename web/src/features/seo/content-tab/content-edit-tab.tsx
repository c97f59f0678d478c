import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { graphql } from '../../../gql';
import { ListPagination } from '../../../shared/lists/list-pagination';
import { QueryError } from '../../../shared/notices/query-error';
import { useStepBackOnEmptyPage } from '../../../shared/lists/use-step-back-on-empty-page';
import { ContentSearchForm } from './content-search-form';
import { canSearchSeoRules, searchFilter } from '../seo-search-rules';
import { SeoLanguageTabs } from '../seo-language-tabs';
import { SeoRulesTable } from './seo-rules-table';
import type { SeoRuleTarget, WebsiteLanguage } from '../seo-types';
import type { SeoUrlState, SortColumn } from '../use-seo-url-state';

const SeoRulesQuery = graphql(`
  query SeoRules(
    $websiteId: ID!
    $languageId: ID!
    $search: String!
    $filter: SeoSearchFilter
    $sportName: String
    $regionName: String
    $page: Int
    $sortColumn: SeoSortColumn
    $sortDirection: SortDirection
  ) {
    seoRules(
      websiteId: $websiteId
      languageId: $languageId
      search: $search
      filter: $filter
      sportName: $sportName
      regionName: $regionName
      page: $page
      sortColumn: $sortColumn
      sortDirection: $sortDirection
    ) {
      items {
        ...SeoRuleRow_seoRule
      }
      pageCount
      page
    }
  }
`);

const SORT_ENUM = { name: 'NAME', type: 'TYPE', metaTitle: 'META_TITLE', pageTitle: 'PAGE_TITLE' } as const satisfies Record<
  SortColumn,
  string
>;

interface ContentEditTabProps {
  websiteId: string;
  languages: readonly WebsiteLanguage[];
  state: SeoUrlState;
  onEdit: (target: SeoRuleTarget) => void;
}

// Before a search there is nothing to show yet: say what to do, not that the website has no rules.
const SEARCH_HINT = 'Search by name (at least 3 characters) to find the SEO rules of this language.';

/** Content Edit: search the website's SEO rules of one language (spec 001 §2.2). */
export function ContentEditTab({ websiteId, languages, state, onEdit }: ContentEditTabProps) {
  const language = state.language;
  // Spec 001 §5: fewer than 3 characters clears the results, without asking the server.
  const skip = !language || !canSearchSeoRules(state.q);
  const { data, previousData, loading, error, refetch } = useQuery(SeoRulesQuery, {
    skip,
    variables: {
      websiteId,
      languageId: language?.id ?? '',
      search: state.q,
      filter: searchFilter(state.searchIn),
      sportName: state.sport || null,
      regionName: state.region || null,
      page: state.page,
      sortColumn: state.sort ? SORT_ENUM[state.sort] : null,
      sortDirection: state.dir === 'desc' ? 'DESC' : state.dir === 'asc' ? 'ASC' : null,
    },
  });
  const { q, searchIn, sport, region } = state;
  const applied = useMemo(() => ({ q, searchIn, sport, region }), [q, searchIn, sport, region]);
  const result = skip ? undefined : (data ?? previousData)?.seoRules;
  useStepBackOnEmptyPage(skip ? undefined : data?.seoRules, state.page, state.setPage);

  return (
    <Stack gap="md">
      <SeoLanguageTabs languages={languages} value={language} onChange={state.setLanguage} />
      <ContentSearchForm applied={applied} onSearch={state.applySearch} />
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <SeoRulesTable
            rows={result?.items ?? []}
            loading={loading && !result}
            emptyText={skip ? SEARCH_HINT : 'No results found'}
            sort={{ column: state.sort, dir: state.dir, onSort: state.toggleSort }}
            onEdit={(row) =>
              onEdit({
                entityType: row.entityType,
                entityId: row.entityId,
                altCtx: row.altCtx,
                name: row.name,
                languageId: row.languageId,
              })
            }
          />
          <ListPagination page={state.page} pageCount={result?.pageCount ?? 0} onChange={state.setPage} />
        </>
      )}
    </Stack>
  );
}
