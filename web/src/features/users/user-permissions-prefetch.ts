import permissionWebsitesHash from 'virtual:gql-hash/PermissionWebsites';
import userPermissionsHash from 'virtual:gql-hash/UserPermissions';
import type { FeatureRoute } from '../../shared/navigation/feature-route';
import { listQueryVariables } from '../../shared/lists/list-params';

// What a user's permissions screen asks for at its URL, sent by its route as the page loads
// (shared/requests/prefetched-queries.ts): the user and the page of websites together, where the
// screen would ask for the websites only once the user is in (a waterfall that made this the
// slowest screen to its largest paint). Kept out of the screen's files: the route table imports it.

/** `?show=access`: only the websites with a level (their ids come from the user's levels). */
export const SHOW_PARAM = 'show';
export const WITH_ACCESS = 'access';

export const prefetchUserPermissions: NonNullable<FeatureRoute['prefetch']> = ({ params, search }) => {
  const user = { operationName: 'UserPermissions', hash: userPermissionsHash, variables: { id: params.id ?? '' } };
  if (search.get(SHOW_PARAM) === WITH_ACCESS) return user;
  return [user, { operationName: 'PermissionWebsites', hash: permissionWebsitesHash, variables: listQueryVariables(search) }];
};
