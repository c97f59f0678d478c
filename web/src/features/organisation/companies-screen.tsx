import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useStepBackOnEmptyPage } from '../../shared/lists/use-step-back-on-empty-page';
import { useUrlListState } from '../../shared/lists/use-url-list-state';
import { OrganisationList } from './organisation-list';
import { PullButton } from './pull-button';
import { usePull } from './pull-outcome';
import { marketsPath } from './urls';

const NO_SORT: readonly never[] = [];

const CompaniesListQuery = graphql(`
  query CompaniesList($page: Int!, $pageSize: Int!, $search: String) {
    companies(page: $page, pageSize: $pageSize, search: $search) {
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

const PullCompaniesMutation = graphql(`
  mutation PullCompanies {
    pullCompaniesFromSource {
      ...PullOutcome_payload
    }
  }
`);

export function CompaniesScreen() {
  const list = useUrlListState(NO_SORT);
  const query = useQuery(CompaniesListQuery, {
    variables: { page: list.page, pageSize: list.pageSize, search: list.search || null },
  });
  const pull = usePull(PullCompaniesMutation, 'CompaniesList', (data) => data.pullCompaniesFromSource);
  const companies = (query.data ?? query.previousData)?.companies;
  useStepBackOnEmptyPage(query.data?.companies, list.page, list.setPage);

  return (
    <OrganisationList
      title="Companies"
      breadcrumbs={[{ label: 'Home', to: '/home' }, { label: 'Companies' }]}
      searchLabel="Search companies"
      exportName="companies"
      list={list}
      result={query}
      rows={companies?.items}
      pageCount={companies?.pageCount ?? 0}
      action={<PullButton label="Get companies from REST" pull={() => pull({})} />}
      nextPath={(company) => marketsPath(company.id)}
      nextLabel="Markets"
    />
  );
}
