import { useQuery } from '@apollo/client/react';
import { Stack, Tabs } from '@mantine/core';
import { useParams } from 'react-router';
import { graphql } from '../../gql';
import { NotFoundAlert } from '../../shared/notices/not-found-alert';
import { PageBreadcrumbs } from '../../shared/navigation/page-breadcrumbs';
import { useStepBackOnEmptyPage } from '../../shared/lists/use-step-back-on-empty-page';
import { useUrlListState } from '../../shared/lists/use-url-list-state';
import { isMissing, OrganisationList } from './organisation-list';
import { PullButton } from './pull-button';
import { usePull } from './pull-outcome';
import { COMPANIES_PATH, marketsPath } from './urls';

const NO_SORT: readonly never[] = [];

const BetshopsListQuery = graphql(`
  query BetshopsList($marketId: ID!, $page: Int!, $pageSize: Int!, $search: String) {
    market(id: $marketId) {
      id
      name
      company {
        id
        name
      }
    }
    betshops(marketId: $marketId, page: $page, pageSize: $pageSize, search: $search) {
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

const PullBetshopsMutation = graphql(`
  mutation PullBetshops($marketId: ID!) {
    pullBetshopsFromSource(marketId: $marketId) {
      ...PullOutcome_payload
    }
  }
`);

export function BetshopsScreen() {
  const { companyId = '', marketId = '' } = useParams();
  const list = useUrlListState(NO_SORT);
  const query = useQuery(BetshopsListQuery, {
    variables: { marketId, page: list.page, pageSize: list.pageSize, search: list.search || null },
  });
  const pull = usePull(PullBetshopsMutation, 'BetshopsList', (data) => data.pullBetshopsFromSource);
  const current = query.data ?? query.previousData;
  const betshops = current?.betshops;
  useStepBackOnEmptyPage(query.data?.betshops, list.page, list.setPage);
  const companyName = current?.market?.company?.name ?? companyId;
  const marketName = current?.market?.name ?? marketId;

  const breadcrumbs = [
    { label: 'Home', to: '/home' },
    { label: 'Companies', to: COMPANIES_PATH },
    { label: companyName, to: marketsPath(companyId) },
  ];
  if (isMissing(query, query.data?.market)) {
    return (
      <Stack gap="md">
        <PageBreadcrumbs items={breadcrumbs} />
        <NotFoundAlert
          title="Market not found"
          message="This market does not exist or was removed."
          back={{ label: 'Back to Markets', to: marketsPath(companyId) }}
        />
      </Stack>
    );
  }

  // Spec 000 §2: a Betshops tab; like every screen, the page starts with its breadcrumbs.
  return (
    <OrganisationList
      title="Betshops"
      breadcrumbs={[...breadcrumbs, { label: marketName }]}
      tabs={
        <Tabs value="betshops">
          <Tabs.List>
            <Tabs.Tab value="betshops">Betshops</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      }
      searchLabel="Search betshops"
      exportName="betshops"
      exportParams={{ marketId }}
      list={list}
      result={query}
      rows={betshops?.items}
      pageCount={betshops?.pageCount ?? 0}
      action={<PullButton label="Get betshops from rest" pull={() => pull({ marketId })} />}
    />
  );
}
