import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { authScreens } from '../features/auth/routes';
import { prefetchPageLoadScreen, revalidateOnNewScreen, signedInOnly, signedOutOnly } from './route-guards';
import { RouteError } from './route-error';
import { inAppPage } from './session-viewer';

const toHome = () => redirect('/home');
// Routes that only redirect still need something to render (React Router warns otherwise).
const Nothing = () => null;

// The signed-in screens load with their own chunk (home-routes.ts), added to the router when a
// /home address is first opened: React Router asks `patchRoutesOnNavigation` for a path its
// routes do not match yet (here, the catch-all matched it).
const loadHomeRoutes = () => import('./home-routes');

const publicRoutes: RouteObject[] = authScreens.map((screen) => ({
  path: screen.path,
  loader: signedOutOnly,
  lazy: async () => ({ Component: await screen.load() }),
}));

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
        children: [
          {
            index: true,
            loader: async (args) => (await loadHomeRoutes()).homeIndexLoader(args),
            lazy: async () => ({ Component: (await import('./no-access-screen')).NoAccessScreen }),
          },
        ],
      },
      { path: '*', loader: toHome, Component: Nothing },
    ],
  },
];

let homePatched = false;

if (inAppPage && window.location.pathname.startsWith('/home/')) {
  const url = new URL(window.location.href);
  void loadHomeRoutes()
    .then(({ homeRoutes }) => prefetchPageLoadScreen(homeRoutes, url))
    .catch(() => undefined);
}

export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ path, patch }) {
    if (homePatched || !path.startsWith('/home/')) return;
    const { homeChildren } = await loadHomeRoutes();
    if (homePatched) return; // two navigations raced here
    homePatched = true;
    patch('home', homeChildren);
  },
});
