import './app/login-styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { createSessionExpiryHandler } from './app/session-expiry';
import { colorSchemeManager, cssVariablesResolver, theme } from './app/theme';
import { setUnauthenticatedHandler } from './shared/requests/graphql-request';

// Any UNAUTHENTICATED answer (session expired or revoked upstream) ends the
// session and shows /login.
setUnauthenticatedHandler(createSessionExpiryHandler(router));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
