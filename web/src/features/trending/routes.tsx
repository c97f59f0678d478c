import { IconTrendingUp } from '@tabler/icons-react';
import type { FeatureManifest, FeatureNavItem, FeatureRoute } from '../../shared/navigation/feature-route';

// Trending configuration (spec 001 §2.12): no permission key names it, so admins and developers.

export const trendingRoutes: FeatureRoute[] = [
  {
    path: 'trending-configuration',
    title: 'Trending Configuration',
    requires: 'canReadTrending',
    load: () => import('./trending-screen').then((m) => m.TrendingScreen),
  },
];

export const trendingNavItem: FeatureNavItem = {
  label: 'Trending Configuration',
  to: '/home/trending-configuration',
  requires: 'canReadTrending',
  icon: IconTrendingUp,
};

export const trendingFeature: FeatureManifest = {
  name: 'trending',
  routes: trendingRoutes,
  navItem: trendingNavItem,
  // One trending configuration per sport: the save's answer replaces the query's.
  typePolicies: { TrendingSportConfiguration: { keyFields: ['sportId'] } },
};
