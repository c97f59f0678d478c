import { IconUsers } from '@tabler/icons-react';
import type { FeatureNavItem, FeatureRoute } from '../../shared/feature-route';
import { USERS_LIST_PATH } from './urls';
import { prefetchUsersList } from './users-list-variables';

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
  },
];

export const usersNavItem: FeatureNavItem = {
  label: 'Users',
  to: USERS_LIST_PATH,
  requires: 'canReadUsers',
  icon: IconUsers,
};
