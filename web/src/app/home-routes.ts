import { redirect, type RouteObject } from 'react-router';
import { homeRoutes, sidebarItems } from './features';
import { homeIndex, requireAbility, revalidateOnNewScreen, startScreenPreload } from './route-guards';

// The screens under /home, a chunk of their own: the sign-in page never downloads the features'
// routes, sidebar entries and icons. The router adds them when a /home address is first opened
// (router.tsx); the gateway names this chunk in the HTML of every /home page.

export { homeRoutes };

export const homeIndexLoader = homeIndex(sidebarItems);

export const homeChildren: RouteObject[] = [
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
  { path: '*', loader: () => redirect('/home'), Component: () => null },
];
