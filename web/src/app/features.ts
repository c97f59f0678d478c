import { activityNavItem, activityRoutes } from '../features/activity/routes';
import { authScreens } from '../features/auth/routes';
import { helpNavItem, helpRoutes } from '../features/help/routes';
import { configurationSetupNavItem, configurationSetupRoutes } from '../features/configuration-setup/routes';
import { organisationNavItem, organisationRoutes } from '../features/organisation/routes';
import { paymentsNavItem, paymentsRoutes } from '../features/payments/routes';
import { translationsNavItem, translationsRoutes } from '../features/translations/routes';
import { trendingNavItem, trendingRoutes } from '../features/trending/routes';
import { usersNavItem, usersRoutes } from '../features/users/routes';
import { websitesNavItem, websitesRoutes } from '../features/websites/routes';
import { IconAdjustments } from '@tabler/icons-react';
import type { FeatureNavItem, FeatureRoute } from '../shared/feature-route';
import { prefetchWebsiteEdit } from './website-edit/website-edit-prefetch';

// Composed here because it gathers several features (configuration, SEO, tooltips).
const websiteEditRoute: FeatureRoute = {
  path: 'websites/:id',
  title: 'the website',
  requires: 'canReadWebsites',
  load: () => import('./website-edit/website-edit-screen').then((m) => m.WebsiteEditScreen),
  prefetch: prefetchWebsiteEdit,
  preload: () => import('./website-edit/website-edit-preload'),
};

// Composed here too: one tab per configuration domain (spec 001 §2.3).
const configurationsRoute: FeatureRoute = {
  path: 'configurations',
  title: 'Configurations',
  requires: 'canReadConfigurations',
  load: () => import('./configurations/configurations-screen').then((m) => m.ConfigurationsScreen),
};

const configurationsNavItem: FeatureNavItem = {
  label: 'Configurations',
  to: '/home/configurations',
  requires: 'canReadConfigurations',
  icon: IconAdjustments,
};

// The one place that knows which areas are built. Sidebar order follows the
// spec (Users, Translations, Websites, companies, ...); areas not built yet are
// simply absent.
export const sidebarItems: FeatureNavItem[] = [
  usersNavItem,
  translationsNavItem,
  websitesNavItem,
  organisationNavItem,
  configurationsNavItem,
  helpNavItem,
  configurationSetupNavItem,
  paymentsNavItem,
  trendingNavItem,
  activityNavItem,
];

export const homeRoutes: FeatureRoute[] = [
  ...websitesRoutes,
  websiteEditRoute,
  configurationsRoute,
  ...configurationSetupRoutes,
  ...usersRoutes,
  ...translationsRoutes,
  ...organisationRoutes,
  ...paymentsRoutes,
  ...trendingRoutes,
  ...helpRoutes,
  ...activityRoutes,
];

export { authScreens };
