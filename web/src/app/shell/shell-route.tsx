import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { ApolloProvider } from '@apollo/client/react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { notifyError } from '../../shared/notices/notify';
import { takeShellNotice } from '../../shared/notices/sign-in-notice';
import { sessionKey, type SessionViewer } from '../session-viewer';
import { apolloClientFor } from './apollo-client';
import { startLiveUpdates, whenIdleAfterLoad } from './live-updates';
import { CommandPaletteLoader } from './command-palette-loader';
import { NewRowsNotice } from './new-rows-notice';
import { ShellLayout } from './shell-layout';

// The signed-in shell and everything only signed-in screens need (Apollo,
// modals, notifications) live in this lazily loaded chunk, so the login page
// stays small; the command palette loads on its first opening.
export function ShellRoute() {
  const viewer = useRouteLoaderData('home') as SessionViewer;
  const [client] = useState(() => apolloClientFor(sessionKey(viewer)));
  // A guard that sent the viewer here from a screen they may not open left the reason.
  const { key } = useLocation();
  useEffect(() => {
    const notice = takeShellNotice();
    if (notice) notifyError(notice);
  }, [key]);
  // Colleagues' changes, as they make them, for as long as this session's shell is open. The
  // stream holds one of the browser's connections to the gateway: it opens once the first
  // screen has loaded and the browser is idle, not while that screen's chunks download.
  useEffect(() => whenIdleAfterLoad(() => startLiveUpdates(client)), [client]);

  return (
    <ApolloProvider client={client}>
      <ModalsProvider>
        <Notifications position="top-right" zIndex={1000} />
        <CommandPaletteLoader viewer={viewer} />
        <NewRowsNotice />
        <ShellLayout viewer={viewer} />
      </ModalsProvider>
    </ApolloProvider>
  );
}
