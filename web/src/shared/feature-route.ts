import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { SessionViewerQuery } from '../gql/graphql';

type Viewer = NonNullable<SessionViewerQuery['viewer']>;

/** A `viewer.can…` boolean computed by the gateway: the only source of access rules. */
export type ViewerAbility = {
  [K in keyof Viewer]: K extends `can${string}` ? K : never;
}[keyof Viewer];

/**
 * Starts a screen's query on the session's Apollo client from its route loader, while the
 * screen's code is still downloading; the screen then finds the answer in the cache (or in
 * flight: Apollo Client sends one request for both).
 */
export type ScreenPreload = (client: ApolloClient, location: { params: Params; search: URLSearchParams }) => void;

/** A screen under /home, declared by its feature and wired by the app router. */
export interface FeatureRoute {
  /** Path relative to /home, e.g. `all-users/:id`. */
  path: string;
  /** Names the screen in 'You do not have permission to open {title}.' */
  title: string;
  /** The viewer must have this to open the screen; otherwise they are sent home, told why. */
  requires: ViewerAbility;
  /** Loads the screen's chunk. */
  load: () => Promise<ComponentType>;
  /** Loads the small module whose default export starts the screen's data (run once access is checked). */
  preload?: () => Promise<{ default: ScreenPreload }>;
}

/** A sidebar entry and command-palette action of a feature. */
export interface FeatureNavItem {
  label: string;
  to: string;
  requires: ViewerAbility;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** A group (e.g. Translations): its sub-items; `to` is then the first one's path. */
  children?: FeatureNavItem[];
}

/** Every screen entry of the sidebar, groups opened up (command palette, first allowed route). */
export function flattenNavItems(items: readonly FeatureNavItem[]): FeatureNavItem[] {
  return items.flatMap((item) => (item.children ? flattenNavItems(item.children) : [item]));
}
