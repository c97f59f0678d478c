import { activityFeature } from '../features/activity/routes';
import { helpFeature } from '../features/help/routes';
import { configurationSetupFeature } from '../features/configuration-setup/routes';
import { organisationFeature } from '../features/organisation/routes';
import { paymentsFeature } from '../features/payments/routes';
import { translationsFeature } from '../features/translations/routes';
import { trendingFeature } from '../features/trending/routes';
import { usersFeature } from '../features/users/routes';
import { websitesFeature } from '../features/websites/routes';
import { IconAdjustments } from '@tabler/icons-react';
import type { TypePolicies } from '@apollo/client';
import type { FeatureManifest, FeatureNavItem, FeatureRoute } from '../shared/navigation/feature-route';
import { prefetchWebsiteEdit } from './website-edit/website-edit-prefetch';
import { prefetchConfigurations } from './configurations/configurations-prefetch';

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
  prefetch: prefetchConfigurations,
  preload: () => import('./configurations/configurations-preload'),
};

const configurationsNavItem: FeatureNavItem = {
  label: 'Configurations',
  to: '/home/configurations',
  requires: 'canReadConfigurations',
  icon: IconAdjustments,
};

// The two screens composed above, as features of their own.
const websiteEditFeature: FeatureManifest = { name: 'website-edit', routes: [websiteEditRoute] };
const configurationsFeature: FeatureManifest = { name: 'configurations', routes: [configurationsRoute], navItem: configurationsNavItem };

// The one place that knows which areas are built: a new feature adds its manifest here. The
// sidebar follows this order (the spec's: Users, Translations, Websites, companies, ...).
const FEATURES: readonly FeatureManifest[] = [
  usersFeature,
  translationsFeature,
  websitesFeature,
  websiteEditFeature,
  organisationFeature,
  configurationsFeature,
  helpFeature,
  configurationSetupFeature,
  paymentsFeature,
  trendingFeature,
  activityFeature,
];

export const sidebarItems: FeatureNavItem[] = FEATURES.flatMap((feature) => feature.navItem ?? []);

export const homeRoutes: FeatureRoute[] = FEATURES.flatMap((feature) => feature.routes ?? []);

/** The features' cache type policies, for the one InMemoryCache. */
export const featureTypePolicies: TypePolicies = FEATURES.reduce<TypePolicies>((all, feature) => ({ ...all, ...feature.typePolicies }), {});
