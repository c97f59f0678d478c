import { IconBuilding } from '@tabler/icons-react';
import type { FeatureNavItem, FeatureRoute } from '../../shared/feature-route';
import { COMPANIES_PATH } from './urls';

export const organisationRoutes: FeatureRoute[] = [
  {
    path: 'companies',
    requires: 'canReadOrganisation',
    load: () => import('./companies-screen').then((m) => m.CompaniesScreen),
  },
  {
    path: 'company/:companyId/markets',
    requires: 'canReadOrganisation',
    load: () => import('./markets-screen').then((m) => m.MarketsScreen),
  },
  {
    path: 'company/:companyId/markets/:marketId/betshops',
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
