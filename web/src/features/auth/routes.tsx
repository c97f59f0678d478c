import type { ComponentType } from 'react';

interface PublicScreen {
  path: string;
  load: () => Promise<ComponentType>;
}

/** Screens for visitors who are not signed in; the app router adds the guard. */
export const authScreens: PublicScreen[] = [
  { path: '/login', load: () => import('./login-screen').then((m) => m.LoginScreen) },
  { path: '/activate', load: () => import('./activate-screen').then((m) => m.ActivateScreen) },
];
