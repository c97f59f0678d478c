import type { TypePolicies } from '@apollo/client';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { SessionViewerQuery } from '../../gql/graphql';
import type { PrefetchedQuery } from '../requests/prefetched-queries';

type Viewer = NonNullable<SessionViewerQuery['viewer']>;

/** A `viewer.can…` boolean computed by the gateway: the only source of access rules. */
export type ViewerAbility = {
  [K in keyof Viewer]: K extends `can${string}` ? K : never;
}[keyof Viewer];

/** What a route loader knows of the screen being opened. */
export interface ScreenLocation {
  params: Params;
  search: URLSearchParams;
}

/**
 * Loads code the URL will need besides the screen's chunk (e.g. the opening tab's), from the route
 * loader, which waits for it: the screen then renders that code at once, with no loader between.
 * Never rejects.
 */
export type ScreenPreload = (location: ScreenLocation) => Promise<void>;

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
  /**
   * The screen's query as the screen will ask for it at this URL: the route loader sends it at
   * once, beside the session check and the screen's code (shared/requests/prefetched-queries.ts).
   */
  prefetch?: (location: ScreenLocation) => PrefetchedQuery | PrefetchedQuery[];
  /** Loads the small module whose default export starts the code the URL will need. */
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

/**
 * What a feature brings to the app, listed once in app/features.ts: its screens, its sidebar
 * entry (in the list's order) and how the cache keeps its types.
 */
export interface FeatureManifest {
  /** The domain's name, the same in schema/, gateway/src/modules/, emulator/src and web/src/features. */
  name: string;
  routes?: FeatureRoute[];
  navItem?: FeatureNavItem;
  /** Apollo cache type policies of the feature's types (merged into the one InMemoryCache). */
  typePolicies?: TypePolicies;
}

/** Every screen entry of the sidebar, groups opened up (command palette, first allowed route). */
export function flattenNavItems(items: readonly FeatureNavItem[]): FeatureNavItem[] {
  return items.flatMap((item) => (item.children ? flattenNavItems(item.children) : [item]));
}
