import { IconHistory } from '@tabler/icons-react';
import type { FeatureManifest, FeatureNavItem, FeatureRoute } from '../../shared/navigation/feature-route';
import { ACTIVITY_PATH } from '../../shared/activity/activity-links';

// Activity (issue 19): every change made through the gateway, for admins and developers.

export const activityRoutes: FeatureRoute[] = [
  {
    path: 'activity',
    title: 'Activity',
    requires: 'canReadActivity',
    load: () => import('./activity-screen').then((m) => m.ActivityScreen),
  },
];

export const activityNavItem: FeatureNavItem = {
  label: 'Activity',
  to: ACTIVITY_PATH,
  requires: 'canReadActivity',
  icon: IconHistory,
};

export const activityFeature: FeatureManifest = {
  name: 'activity',
  routes: activityRoutes,
  navItem: activityNavItem,
};
