import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { NotFoundAlert } from '../../shared/notices/not-found-alert';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { useStepBackOnEmptyPage } from '../../shared/lists/use-step-back-on-empty-page';
import { useUrlListState } from '../../shared/lists/use-url-list-state';
import { isMissing, OrganisationList } from './organisation-list';
import { PullButton } from './pull-button';
import { usePull } from './pull-outcome';
import { betshopsPath, COMPANIES_PATH } from './urls';

const NO_SORT: readonly never[] = [];

const MarketsListQuery = graphql(`
  query MarketsList($companyId: ID!, $page: Int!, $pageSize: Int!, $search: String) {
    company(id: $companyId) {
      id
      name
    }
    markets(companyId: $companyId, page: $page, pageSize: $pageSize, search: $search) {
      items {
        id
        name
      }
      totalItems
      pageCount
      page
    }
  }
`);

const PullMarketsMutation = graphql(`
  mutation PullMarkets($companyId: ID!) {
    pullMarketsFromSource(companyId: $companyId) {
      ...PullOutcome_payload
    }
  }
`);

export function MarketsScreen() {
  const { companyId = '' } = useParams();
  const list = useUrlListState(NO_SORT);
  const query = useQuery(MarketsListQuery, {
    variables: { companyId, page: list.page, pageSize: list.pageSize, search: list.search || null },
  });
  const pull = usePull(PullMarketsMutation, 'MarketsList', (data) => data.pullMarketsFromSource);
  const current = query.data ?? query.previousData;
  const markets = current?.markets;
  useStepBackOnEmptyPage(query.data?.markets, list.page, list.setPage);
  const companyName = current?.company?.name ?? companyId;

  // An unknown company (a stale link, a typed URL): the same not-found page as users and websites.
  if (isMissing(query, query.data?.company)) {
    return (
      <Stack gap="md">
        <PageBreadcrumbs
          items={[
            { label: 'Home', to: '/home' },
            { label: 'Companies', to: COMPANIES_PATH },
          ]}
        />
        <NotFoundAlert
          title="Company not found"
          message="This company does not exist or was removed."
          back={{ label: 'Back to Companies', to: COMPANIES_PATH }}
        />
      </Stack>
    );
  }

  return (
    <OrganisationList
      title="Markets"
      breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Companies', to: COMPANIES_PATH }, { label: companyName }]}
      searchLabel="Search markets"
      exportName="markets"
      exportParams={{ companyId }}
      list={list}
      result={query}
      rows={markets?.items.map((m) => ({ id: m.id, name: m.name ?? m.id }))}
      pageCount={markets?.pageCount ?? 0}
      action={<PullButton label="Update markets" pull={() => pull({ companyId })} />}
      nextPath={(market) => betshopsPath(companyId, market.id)}
      nextLabel="Betshops"
    />
  );
}
