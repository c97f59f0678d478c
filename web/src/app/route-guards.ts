import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { errorCode } from '../shared/error-message';
import { flattenNavItems, type FeatureNavItem, type ViewerAbility } from '../shared/feature-route';
import { leaveSignInNotice } from '../shared/sign-in-notice';
import { loadSessionViewer, type SessionViewer } from './session-viewer';

export const WEBSITES_PATH = '/home/websites';

/** /login and /activate are for visitors who are not signed in. */
export async function signedOutOnly({ request }: LoaderFunctionArgs): Promise<null> {
  const viewer = await loadSessionViewer(request).catch(() => null);
  if (viewer) throw redirect(WEBSITES_PATH);
  return null;
}

/** Everything under /home needs a session; the viewer becomes the shell's loader data. */
export async function signedInOnly({ request }: LoaderFunctionArgs): Promise<SessionViewer> {
  let viewer: SessionViewer | null;
  try {
    viewer = await loadSessionViewer(request);
  } catch (error) {
    if (errorCode(error) !== 'UNAUTHENTICATED') leaveSignInNotice('Something went wrong');
    throw redirect('/login');
  }
  if (!viewer) throw redirect('/login');
  return viewer;
}

/** A screen the viewer cannot read sends them home. */
export function requireAbility(ability: ViewerAbility) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const viewer = await signedInOnly(args);
    if (!viewer[ability]) throw redirect('/home');
    return null;
  };
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
