import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { authScreens, homeRoutes, sidebarItems } from './features';
import {
  homeIndex,
  prefetchPageLoadScreen,
  requireAbility,
  revalidateOnNewScreen,
  signedInOnly,
  signedOutOnly,
  startScreenPreload,
} from './route-guards';
import { RouteError } from './route-error';
import { inAppPage } from './session-viewer';

const toHome = () => redirect('/home');
// Routes that only redirect still need something to render (React Router warns otherwise).
const Nothing = () => null;

const publicRoutes: RouteObject[] = authScreens.map((screen) => ({
  path: screen.path,
  loader: signedOutOnly,
  lazy: async () => ({ Component: await screen.load() }),
}));

const homeChildren: RouteObject[] = [
  {
    index: true,
    loader: homeIndex(sidebarItems),
    lazy: async () => ({ Component: (await import('./no-access-screen')).NoAccessScreen }),
  },
  ...homeRoutes.map<RouteObject>((route) => ({
    path: route.path,
    loader: async (args) => {
      // The screen's data and code start beside the access check, not after it; the screen
      // renders once its opening code is in (a panel suspending then would hold it ~300 ms).
      const preloaded = startScreenPreload(args, route);
      const allowed = await requireAbility(route.requires, route.title)(args);
      await preloaded;
      return allowed;
    },
    shouldRevalidate: revalidateOnNewScreen,
    lazy: async () => ({ Component: await route.load() }),
  })),
  { path: '*', loader: toHome, Component: Nothing },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { index: true, loader: toHome, Component: Nothing },
      ...publicRoutes,
      {
        id: 'home',
        path: 'home',
        loader: signedInOnly,
        shouldRevalidate: revalidateOnNewScreen,
        lazy: async () => ({ Component: (await import('./shell/shell-route')).ShellRoute }),
        children: homeChildren,
      },
      { path: '*', loader: toHome, Component: Nothing },
    ],
  },
];

if (inAppPage) prefetchPageLoadScreen(homeRoutes, new URL(window.location.href));

export const router = createBrowserRouter(routes);
