import { authScreens } from '../features/auth/routes';
import { usersNavItem, usersRoutes } from '../features/users/routes';
import { websitesNavItem, websitesRoutes } from '../features/websites/routes';
import type { FeatureNavItem, FeatureRoute } from '../shared/feature-route';

// The one place that knows which areas are built. Sidebar order follows the
// spec (Users, Translations, Websites, companies, ...); areas not built yet are
// simply absent.
export const sidebarItems: FeatureNavItem[] = [usersNavItem, websitesNavItem];

export const homeRoutes: FeatureRoute[] = [...websitesRoutes, ...usersRoutes];

export { authScreens };
