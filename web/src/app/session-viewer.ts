import { SessionViewerDocument, type SessionViewerQuery } from '../gql/light/graphql';
import { graphqlRequest } from '../shared/graphql-request';

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
    }
  }
`;

export type SessionViewer = NonNullable<SessionViewerQuery['viewer']>;

// One request per navigation: every loader of one navigation receives the
// same Request object, so it keys the cache. Sign in/out drops it.
let cached: { request: Request; viewer: Promise<SessionViewer | null> } | null = null;
/** The viewer the last check answered in this tab: screens open on it while the next check runs. */
let known: SessionViewer | null = null;

/**
 * The signed-in viewer for a navigation. Once one is known, a screen change does not wait on
 * the network: the check runs in the background and its answer serves the next navigation (a
 * session that ended meanwhile signs the tab out through the UNAUTHENTICATED handler, and the
 * gateway refuses whatever the viewer may no longer do). `fresh` always waits (the sign-in pages).
 */
export function loadSessionViewer(request: Request, options: { fresh?: boolean } = {}): Promise<SessionViewer | null> {
  if (cached && cached.request === request) return options.fresh || !known ? cached.viewer : Promise.resolve(known);
  const viewer = graphqlRequest<SessionViewerQuery>(SESSION_VIEWER_QUERY, {}, SessionViewerDocument).then((data) => {
    known = data.viewer;
    return data.viewer;
  });
  cached = { request, viewer };
  // A failed check must not stick: the next navigation asks again, without a known viewer.
  viewer.catch(() => {
    if (cached?.viewer === viewer) cached = null;
    known = null;
  });
  return options.fresh || !known ? viewer : Promise.resolve(known);
}

export function forgetSessionViewer(): void {
  cached = null;
  known = null;
}
