import { authScreens } from '../features/auth/routes';
import { organisationNavItem, organisationRoutes } from '../features/organisation/routes';
import { translationsNavItem, translationsRoutes } from '../features/translations/routes';
import { usersNavItem, usersRoutes } from '../features/users/routes';
import { websitesNavItem, websitesRoutes } from '../features/websites/routes';
import type { FeatureNavItem, FeatureRoute } from '../shared/feature-route';

// The one place that knows which areas are built. Sidebar order follows the
// spec (Users, Translations, Websites, companies, ...); areas not built yet are
// simply absent.
export const sidebarItems: FeatureNavItem[] = [usersNavItem, translationsNavItem, websitesNavItem, organisationNavItem];

export const homeRoutes: FeatureRoute[] = [...websitesRoutes, ...usersRoutes, ...translationsRoutes, ...organisationRoutes];

export { authScreens };
