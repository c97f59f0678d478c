import { useQuery } from '@apollo/client/react';
import { Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { graphql } from '../../gql';
import { listQueryVariables } from '../../shared/lists/list-params';
import { ListPagination } from '../../shared/lists/list-pagination';
import { ListSearchForm } from '../../shared/lists/list-search-form';
import { QueryError } from '../../shared/notices/query-error';
import { pageParam, useSearchParamChanges, useUrlListState } from '../../shared/lists/use-url-list-state';
import { useStepBackOnEmptyPage } from '../../shared/lists/use-step-back-on-empty-page';
import { RIGHT_WORD, type MatrixSection, type PermissionMatrix, type Right } from './permission-matrix';
import { PermissionMatrixTable, type MatrixRow } from './permission-matrix-table';
import { SHOW_PARAM, WITH_ACCESS } from './user-permissions-prefetch';

// The websites of the Online tab at an operator's volume (issue 40): one page of websites at a
// time, searched on the server, or only the websites the user has a level on ("With access",
// which pages the ids the editor holds). Ticks on any page stay in the editor's state, so moving
// between pages keeps them and a save sends them all.

export const WebsiteNameFragment = graphql(`
  fragment WebsiteName_website on Website {
    id
    name
  }
`);

export const PermissionWebsitesQuery = graphql(`
  query PermissionWebsites($page: Int!, $pageSize: Int!, $search: String, $ids: [ID!]) {
    websites(page: $page, pageSize: $pageSize, search: $search, ids: $ids) {
      items {
        ...WebsiteName_website
      }
      totalItems
      pageCount
    }
  }
`);

/** The two tables of the page's websites: the website itself, and its help pages. */
const WEBSITE_SECTIONS = [
  { section: 'websites', title: 'Websites', word: 'website' },
  { section: 'help', title: 'Help', word: 'help' },
] as const;

interface WebsitePermissionsProps {
  matrix: PermissionMatrix;
  /** Websites with a level on the website or its help, stored or ticked (`websitesWithAccess`). */
  withAccess: readonly string[];
  onToggle: (section: MatrixSection, id: string, right: Right, checked: boolean) => void;
  readOnly: boolean;
}

export function WebsitePermissions({ matrix, withAccess, onToggle, readOnly }: WebsitePermissionsProps) {
  const list = useUrlListState([]);
  const [params, change] = useSearchParamChanges();
  const onlyWithAccess = params.get(SHOW_PARAM) === WITH_ACCESS;
  const start = (list.page - 1) * list.pageSize;
  // With access: the page's ids, read by id; otherwise the server pages and searches every website,
  // with the variables the route's prefetch sent (user-permissions-prefetch.ts).
  const pageIds = onlyWithAccess ? withAccess.slice(start, start + list.pageSize) : null;
  const { data, previousData, loading, error, refetch } = useQuery(PermissionWebsitesQuery, {
    variables: pageIds ? { page: 1, pageSize: list.pageSize, ids: pageIds } : listQueryVariables(params),
    skip: pageIds?.length === 0,
  });
  const websites = (data ?? previousData)?.websites;
  const named = new Map(websites?.items.map((w) => [w.id, w.name]));
  // A website the user keeps a level on after it was deleted is still listed, so it can be taken away.
  const rows: MatrixRow[] = pageIds
    ? pageIds.map((id) => ({ id, label: named.get(id) ?? `Website ${id} (not found)` }))
    : (websites?.items.map((w) => ({ id: w.id, label: w.name })) ?? []);
  const pageCount = pageIds ? Math.ceil(withAccess.length / list.pageSize) : (websites?.pageCount ?? 0);
  const waiting = loading && !websites && pageIds?.length !== 0;
  // A page left empty (fewer websites with a level after a save, a shorter search) steps back.
  useStepBackOnEmptyPage(pageIds ? { items: pageIds, pageCount } : websites, list.page, list.setPage);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {onlyWithAccess ? (
          <Text size="sm" c="dimmed">
            {withAccess.length === 1 ? '1 website with a level' : `${withAccess.length} websites with a level`}
          </Text>
        ) : (
          <ListSearchForm label="Search websites" placeholder="Name" applied={list.search} onSearch={list.setSearch} />
        )}
        <SegmentedControl
          aria-label="Show websites"
          value={onlyWithAccess ? WITH_ACCESS : 'all'}
          onChange={(value) => change({ [SHOW_PARAM]: value === WITH_ACCESS ? WITH_ACCESS : null, search: null, ...pageParam(1) })}
          data={[
            { value: 'all', label: 'All websites' },
            { value: WITH_ACCESS, label: `With access (${withAccess.length})` },
          ]}
        />
      </Group>
      {error && !websites ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : waiting ? (
        <Loader role="status" aria-label="Loading websites" />
      ) : (
        <>
          {WEBSITE_SECTIONS.map(({ section, title, word }) => (
            <PermissionMatrixTable
              key={section}
              title={title}
              readOnly={readOnly}
              rows={rows}
              values={matrix[section]}
              checkboxLabel={(right, row) => `${RIGHT_WORD[right]} ${word} ${row.label}`}
              onToggle={(id, right, checked) => onToggle(section, id, right, checked)}
            />
          ))}
          <ListPagination
            page={list.page}
            pageCount={pageCount}
            onChange={(page) => list.setPage(page)}
            pageSize={list.pageSize}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
    </Stack>
  );
}
