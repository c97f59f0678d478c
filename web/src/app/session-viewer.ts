import { SessionViewerDocument, type SessionViewerQuery } from '../gql/light/graphql';
import { graphqlRequest } from '../shared/requests/graphql-request';
import { forgetPrefetched } from '../shared/requests/prefetched-queries';

// What the shell and the guards need to know about the signed-in person.
// Sent with the plain fetch helper (not Apollo) so the guard runs before the
// shell's chunk, and Apollo with it, is loaded.
const SESSION_VIEWER_QUERY = /* GraphQL */ `
  query SessionViewer {
    viewer {
      id
      email
      role
      isDeveloper
      isAdmin
      canReadUsers
      canReadOrganisation
      canReadTranslations
      canReadWebsites
      canReadConfigurationSetup
      canReadConfigurations
      canReadHelp
      canReadTerminalPayments
      canReadTrending
      canReadActivity
    }
  }
`;

export type SessionViewer = NonNullable<SessionViewerQuery['viewer']>;

// One request per navigation: every loader of one navigation receives the
// same Request object, so it keys the cache. Sign in/out drops it.
let cached: { request: Request; viewer: Promise<SessionViewer | null> } | null = null;
/** The viewer the last check answered in this tab: screens open on it while the next check runs. */
let known: SessionViewer | null = null;
/** Counts sessions in this tab: a new one starts whenever the viewer is forgotten or changes. */
let session = 0;

function remember(viewer: SessionViewer | null): void {
  if (viewer?.id !== known?.id) session += 1;
  known = viewer;
}

/** Names the tab's current session and viewer: the Apollo client (and its cache) belong to one. */
export const sessionKey = (viewer: SessionViewer) => `${session}:${viewer.id}`;

/**
 * The signed-in viewer for a navigation. Once one is known, a screen change does not wait on
 * the network: the check runs in the background and its answer serves the next navigation (a
 * session that ended meanwhile signs the tab out through the UNAUTHENTICATED handler, and the
 * gateway refuses whatever the viewer may no longer do). `fresh` always waits (the sign-in pages).
 */
export function loadSessionViewer(request: Request, options: { fresh?: boolean } = {}): Promise<SessionViewer | null> {
  if (cached && cached.request === request) return options.fresh || !known ? cached.viewer : Promise.resolve(known);
  const viewer = pageLoadCheck ?? checkSession();
  pageLoadCheck = null;
  cached = { request, viewer };
  // A failed check must not stick: the next navigation asks again, without a known viewer.
  viewer.catch(() => {
    if (cached?.viewer === viewer) cached = null;
    remember(null);
  });
  return options.fresh || !known ? viewer : Promise.resolve(known);
}

function checkSession(): Promise<SessionViewer | null> {
  return graphqlRequest<SessionViewerQuery>(SESSION_VIEWER_QUERY, {}, SessionViewerDocument).then((data) => {
    remember(data.viewer);
    return data.viewer;
  });
}

/**
 * The page load's check goes out as this module is evaluated, before the router asks for the
 * first screen's code: the browser has six connections to the gateway, and behind the
 * screen's dozens of chunks the check (which every screen waits on) would queue for half a
 * second. The first navigation's loader takes it over.
 */
/** This module runs in the app's page (not in a test or another entry): the page load's requests may go out. */
export const inAppPage = typeof document !== 'undefined' && document.getElementById('root') !== null;

let pageLoadCheck: Promise<SessionViewer | null> | null = inAppPage ? checkSession() : null;
pageLoadCheck?.catch(() => undefined);

export function forgetSessionViewer(): void {
  forgetPrefetched();
  pageLoadCheck = null;
  cached = null;
  remember(null);
}
