import { IconBuilding } from '@tabler/icons-react';
import type { FeatureManifest, FeatureNavItem, FeatureRoute } from '../../shared/navigation/feature-route';
import { COMPANIES_PATH } from './urls';

export const organisationRoutes: FeatureRoute[] = [
  {
    path: 'companies',
    title: 'Companies',
    requires: 'canReadOrganisation',
    load: () => import('./companies-screen').then((m) => m.CompaniesScreen),
  },
  {
    path: 'company/:companyId/markets',
    title: 'Markets',
    requires: 'canReadOrganisation',
    load: () => import('./markets-screen').then((m) => m.MarketsScreen),
  },
  {
    path: 'company/:companyId/markets/:marketId/betshops',
    title: 'Betshops',
    requires: 'canReadOrganisation',
    load: () => import('./betshops-screen').then((m) => m.BetshopsScreen),
  },
];

export const organisationNavItem: FeatureNavItem = {
  label: 'Companies',
  to: COMPANIES_PATH,
  requires: 'canReadOrganisation',
  icon: IconBuilding,
};

export const organisationFeature: FeatureManifest = {
  name: 'organisation',
  routes: organisationRoutes,
  navItem: organisationNavItem,
};
