import { IconWorldWww } from '@tabler/icons-react';
import type { FeatureManifest, FeatureNavItem, FeatureRoute } from '../../shared/navigation/feature-route';
import { WEBSITES_LIST_PATH } from './urls';
import { prefetchWebsitesList } from './websites-list-variables';

export const websitesRoutes: FeatureRoute[] = [
  {
    path: 'websites',
    title: 'Websites',
    requires: 'canReadWebsites',
    load: () => import('./websites-screen').then((m) => m.WebsitesScreen),
    prefetch: prefetchWebsitesList,
  },
];

export const websitesNavItem: FeatureNavItem = {
  label: 'Websites',
  to: WEBSITES_LIST_PATH,
  requires: 'canReadWebsites',
  icon: IconWorldWww,
};

export const websitesFeature: FeatureManifest = {
  name: 'websites',
  routes: websitesRoutes,
  navItem: websitesNavItem,
};
