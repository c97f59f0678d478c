import type { DataRouter } from 'react-router';
import { EndExpiredSessionDocument, type EndExpiredSessionMutation } from '../gql/light/graphql';
import { graphqlRequest } from '../shared/requests/graphql-request';
import { loginPath } from '../shared/navigation/return-path';
import { forgetSessionViewer } from './session-viewer';

// Clears the session cookie (and the gateway's cached viewer for it) even when
// the upstream has already forgotten the token, so the login guard that runs
// next sees a signed-out visitor instead of bouncing back into /home.
const END_EXPIRED_SESSION_MUTATION = /* GraphQL */ `
  mutation EndExpiredSession {
    signOut {
      ok
    }
  }
`;

let ending = false;

/**
 * What any UNAUTHENTICATED answer triggers: forget the viewer, end the
 * session server-side, show /login. Not while the router is still starting
 * (its guards redirect by themselves) nor when already headed to /login.
 */
export function createSessionExpiryHandler(router: Pick<DataRouter, 'state' | 'navigate'>) {
  return async () => {
    forgetSessionViewer();
    const { initialized, location, navigation } = router.state;
    const heading = navigation.location ?? location;
    if (ending || !initialized || heading.pathname === '/login') return;
    ending = true;
    try {
      await graphqlRequest<EndExpiredSessionMutation>(END_EXPIRED_SESSION_MUTATION, {}, EndExpiredSessionDocument).catch(() => undefined);
      // The user signed out meanwhile (the tab's own live feed hears of that sign-out too): /login it is.
      if ((router.state.navigation.location ?? router.state.location).pathname === '/login') return;
      // Signing in again leads back to the screen the session ended on.
      await router.navigate(loginPath(heading.pathname + heading.search), { replace: true });
    } finally {
      ending = false;
    }
  };
}
