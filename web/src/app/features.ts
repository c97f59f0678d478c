import { authScreens } from '../features/auth/routes';
import { organisationNavItem, organisationRoutes } from '../features/organisation/routes';
import { translationsNavItem, translationsRoutes } from '../features/translations/routes';
import { usersNavItem, usersRoutes } from '../features/users/routes';
import { websitesNavItem, websitesRoutes } from '../features/websites/routes';
import type { FeatureNavItem, FeatureRoute } from '../shared/feature-route';

// Composed here because it gathers several features (configuration, SEO, tooltips).
const websiteEditRoute: FeatureRoute = {
  path: 'websites/:id',
  title: 'the website',
  requires: 'canReadWebsites',
  load: () => import('./website-edit/website-edit-screen').then((m) => m.WebsiteEditScreen),
};

// The one place that knows which areas are built. Sidebar order follows the
// spec (Users, Translations, Websites, companies, ...); areas not built yet are
// simply absent.
export const sidebarItems: FeatureNavItem[] = [usersNavItem, translationsNavItem, websitesNavItem, organisationNavItem];

export const homeRoutes: FeatureRoute[] = [
  ...websitesRoutes,
  websiteEditRoute,
  ...usersRoutes,
  ...translationsRoutes,
  ...organisationRoutes,
];

export { authScreens };
