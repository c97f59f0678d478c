import { useQuery } from '@apollo/client/react';
import { Accordion, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { QueryError } from '../../../shared/notices/query-error';
import { SlicePager } from '../../../shared/lists/slice-pager';
import { PAGE_ROWS, PagesTable, type PageRowActions } from './page-rows';

// The Pages tab's search (spec 001 §2.10: results grouped as 'Search Results'), answered by the
// upstream a page of rows at a time: a label or a title in any language (issue 40).

export const HelpPagesSearchQuery = graphql(`
  query HelpPagesSearch($domainId: ID!, $search: String!, $page: Int!, $pageSize: Int!) {
    helpPages(domainId: $domainId, search: $search, page: $page, pageSize: $pageSize) {
      items {
        ...HelpPageRow_page
      }
      totalItems
      page
    }
  }
`);

const NAME = 'Search Results';

export function PageSearchResults({ domainId, term, ...actions }: { domainId: string; term: string } & PageRowActions) {
  const [at, setAt] = useState({ term, page: 1 });
  // A new term starts from its first page.
  const page = at.term === term ? at.page : 1;
  const { data, previousData, loading, error, refetch } = useQuery(HelpPagesSearchQuery, {
    variables: { domainId, search: term, page, pageSize: PAGE_ROWS },
  });
  const found = (data ?? previousData)?.helpPages;

  if (error && !found) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!found) return <Loader role="status" aria-label="Searching" />;
  return (
    <Accordion multiple defaultValue={['search']} variant="separated">
      <Accordion.Item value="search">
        <Accordion.Control>
          {NAME} ({found.totalItems})
        </Accordion.Control>
        <Accordion.Panel aria-busy={loading}>
          {found.items.length === 0 ? (
            <Text c="dimmed">No Data</Text>
          ) : (
            <>
              <PagesTable name={NAME} pages={found.items} shown={[0, found.items.length]} {...actions} />
              <SlicePager
                name={NAME}
                page={found.page}
                total={found.totalItems}
                pageSize={PAGE_ROWS}
                onChange={(next) => setAt({ term, page: next })}
              />
            </>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
