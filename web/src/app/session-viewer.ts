import type { SessionViewerQuery } from '../gql/graphql';
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

export function loadSessionViewer(request: Request): Promise<SessionViewer | null> {
  if (cached && cached.request === request) return cached.viewer;
  const viewer = graphqlRequest<SessionViewerQuery>(SESSION_VIEWER_QUERY).then((data) => data.viewer);
  cached = { request, viewer };
  // A failed check must not stick: the next navigation asks again.
  viewer.catch(() => {
    if (cached?.viewer === viewer) cached = null;
  });
  return viewer;
}

export function forgetSessionViewer(): void {
  cached = null;
}
