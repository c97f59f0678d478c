import websitesListHash from 'virtual:gql-hash/WebsitesList';
import type { WebsitesListQueryVariables } from '../../gql/graphql';
import type { FeatureRoute } from '../../shared/navigation/feature-route';
import { listQueryVariables } from '../../shared/lists/list-params';

// What the websites list asks for at a URL: read by the screen and by its route loader, which
// sends the same query before the screen's code has loaded (shared/requests/prefetched-queries.ts).

/** The WebsitesList variables of a list URL (`?page=2&search=x&size=25`; the list has no sort). */
export function websitesListVariables(params: URLSearchParams): WebsitesListQueryVariables {
  return listQueryVariables(params);
}

export const prefetchWebsitesList: NonNullable<FeatureRoute['prefetch']> = ({ search }) => ({
  operationName: 'WebsitesList',
  hash: websitesListHash,
  variables: { ...websitesListVariables(search) },
});
