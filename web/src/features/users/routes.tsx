import { IconUsers } from '@tabler/icons-react';
import type { FeatureManifest, FeatureNavItem, FeatureRoute } from '../../shared/navigation/feature-route';
import { USERS_LIST_PATH } from './urls';
import { prefetchUsersList } from './users-list-variables';
import { prefetchUserPermissions } from './user-permissions-prefetch';

export const usersRoutes: FeatureRoute[] = [
  {
    path: 'all-users',
    title: 'Users',
    requires: 'canReadUsers',
    load: () => import('./users-screen').then((m) => m.UsersScreen),
    prefetch: prefetchUsersList,
  },
  {
    path: 'all-users/:id',
    title: 'the user',
    requires: 'canReadUsers',
    load: () => import('./user-edit-screen').then((m) => m.UserEditScreen),
    prefetch: prefetchUserPermissions,
  },
];

export const usersNavItem: FeatureNavItem = {
  label: 'Users',
  to: USERS_LIST_PATH,
  requires: 'canReadUsers',
  icon: IconUsers,
};

export const usersFeature: FeatureManifest = {
  name: 'users',
  routes: usersRoutes,
  navItem: usersNavItem,
  typePolicies: {
    // Payload-less value types: stored inside their parent, not normalised.
    Permission: { keyFields: false },
    WebsitePermission: { keyFields: false },
  },
};
