import usersListHash from 'virtual:gql-hash/UsersList';
import type { UserSortColumn, UsersListQueryVariables } from '../../gql/graphql';
import type { FeatureRoute } from '../../shared/navigation/feature-route';
import { readListParams, readPageSize } from '../../shared/lists/list-params';

// What the users list asks for at a URL: read by the screen and by its route loader, which
// sends the same query before the screen's code has loaded (shared/requests/prefetched-queries.ts).

export const USER_SORT_KEYS = ['email', 'role', 'developer'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

const SORT_COLUMNS: Record<UserSortKey, UserSortColumn> = {
  email: 'EMAIL',
  role: 'ROLE',
  developer: 'IS_DEVELOPER',
};

/** The UsersList variables of a list URL (`?page=2&search=x&sort=email&dir=asc&size=25`). */
export function usersListVariables(params: URLSearchParams): UsersListQueryVariables {
  const { page, sort, dir } = readListParams(params, USER_SORT_KEYS);
  return {
    page,
    pageSize: readPageSize(params),
    search: params.get('search') || null,
    sort: sort && dir ? { column: SORT_COLUMNS[sort], direction: dir === 'asc' ? 'ASC' : 'DESC' } : null,
  };
}

export const prefetchUsersList: NonNullable<FeatureRoute['prefetch']> = ({ search }) => ({
  operationName: 'UsersList',
  hash: usersListHash,
  variables: { ...usersListVariables(search) },
});
