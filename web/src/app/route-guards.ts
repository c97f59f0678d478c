import { matchPath, redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { errorCode } from '../shared/requests/error-message';
import { flattenNavItems, type FeatureNavItem, type ViewerAbility } from '../shared/navigation/feature-route';
import { loginPath, returnPathFrom } from '../shared/navigation/return-path';
import { leaveShellNotice, leaveSignInNotice } from '../shared/notices/sign-in-notice';
import type { FeatureRoute } from '../shared/navigation/feature-route';
import { prefetchQueries } from '../shared/requests/prefetched-queries';
import { loadSessionViewer, type SessionViewer } from './session-viewer';

export const WEBSITES_PATH = '/home/websites';

/** /login and /activate are for visitors who are not signed in. */
export async function signedOutOnly({ request }: LoaderFunctionArgs): Promise<null> {
  const viewer = await loadSessionViewer(request, { fresh: true }).catch(() => null);
  if (viewer) throw redirect(returnPathFrom(new URL(request.url).searchParams) ?? WEBSITES_PATH);
  return null;
}

/** The screen being opened, remembered so that signing in again leads back to it. */
function toLogin(request: Request): Response {
  const url = new URL(request.url);
  return redirect(loginPath(url.pathname + url.search));
}

/** Everything under /home needs a session; the viewer becomes the shell's loader data. */
export async function signedInOnly({ request }: LoaderFunctionArgs): Promise<SessionViewer> {
  let viewer: SessionViewer | null;
  try {
    viewer = await loadSessionViewer(request);
  } catch (error) {
    if (errorCode(error) !== 'UNAUTHENTICATED') leaveSignInNotice('Something went wrong');
    throw toLogin(request);
  }
  if (!viewer) throw toLogin(request);
  return viewer;
}

/** A screen the viewer cannot read sends them home, saying why. */
export function requireAbility(ability: ViewerAbility, screen: string) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const viewer = await signedInOnly(args);
    if (!viewer[ability]) {
      leaveShellNotice(`You do not have permission to open ${screen}.`);
      throw redirect('/home');
    }
    return null;
  };
}

/**
 * The screen's data and code start as soon as its route matches, beside the session check and
 * the shell's code instead of after them (the gateway answers a viewer who may not read the
 * screen with an error nobody takes). The code's promise settles when it is in; it never fails
 * the navigation: the screen asks itself if this did not work.
 */
export function startScreenPreload(
  args: LoaderFunctionArgs,
  { prefetch, preload }: Pick<FeatureRoute, 'prefetch' | 'preload'>,
): Promise<void> {
  const location = { params: args.params, search: new URL(args.request.url).searchParams };
  if (prefetch) prefetchQueries(prefetch(location));
  if (!preload) return Promise.resolve();
  return preload()
    .then((screen) => screen.default(location))
    .catch(() => undefined);
}

/**
 * The page load's screen query goes out as the router module is evaluated, with the session
 * check (session-viewer.ts): once the router starts, the screen's dozens of chunks take the
 * browser's six connections and a query sent from the loader waits behind them for half a
 * second. The loader's own `prefetchQuery` then finds it in flight and sends nothing.
 */
export function prefetchPageLoadScreen(routes: readonly FeatureRoute[], url: URL): void {
  for (const route of routes) {
    const match = route.prefetch && matchPath(`/home/${route.path}`, url.pathname);
    if (match) return prefetchQueries(route.prefetch!({ params: match.params, search: url.searchParams }));
  }
}

/**
 * Entering /home: admins go to websites, others to their first allowed route
 * (websites when readable, else the first readable sidebar item). Nothing
 * readable: the route renders the "no access yet" page.
 */
export function firstAllowedRoute(viewer: SessionViewer, sidebar: FeatureNavItem[]): string | null {
  if (viewer.isAdmin || viewer.canReadWebsites) return WEBSITES_PATH;
  return flattenNavItems(sidebar).find((item) => viewer[item.requires])?.to ?? null;
}

export function homeIndex(sidebar: FeatureNavItem[]) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const target = firstAllowedRoute(await signedInOnly(args), sidebar);
    if (target) throw redirect(target);
    return null;
  };
}

/**
 * Access is re-checked when the screen changes, not on every page/sort/search
 * change of a list (those only touch the query string).
 */
export function revalidateOnNewScreen({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  return defaultShouldRevalidate && currentUrl.search === nextUrl.search;
}
