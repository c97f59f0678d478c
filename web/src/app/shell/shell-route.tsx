import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import { ApolloProvider } from '@apollo/client/react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { SessionViewer } from '../session-viewer';
import { createApolloClient } from './apollo-client';
import { CommandPalette } from './command-palette';
import { ShellLayout } from './shell-layout';

// The signed-in shell and everything only signed-in screens need (Apollo,
// modals, notifications, Spotlight) live in this lazily loaded chunk, so the
// login page stays small.
export function ShellRoute() {
  const viewer = useRouteLoaderData('home') as SessionViewer;
  const [client] = useState(createApolloClient);

  return (
    <ApolloProvider client={client}>
      <ModalsProvider>
        <Notifications position="top-right" zIndex={1000} />
        <CommandPalette viewer={viewer} />
        <ShellLayout viewer={viewer} />
      </ModalsProvider>
    </ApolloProvider>
  );
}
