import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

// React.lazy suspends on its first render even when its module has already arrived (the import's
// promise settles a tick later), and React then holds the revealed content back until 300 ms
// after the fallback showed (its Suspense throttle): a tab preloaded beside the screen still
// cost the opening screen a loader and ~200 ms. This component renders its module directly once
// loaded, and suspends (as React.lazy) only when it has not.

export interface PreloadableComponent<P extends object> extends FunctionComponent<P> {
  /** Starts loading the module; settles (never rejects) once it is in or failed. */
  preload: () => Promise<void>;
}

export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  // Created once, so that a render that suspends finds the same lazy component on its retry.
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  // `loaded` is set before Lazy's own promise settles: once this has rendered, it renders `loaded`.
  const Preloadable = (props: P) => createElement(loaded ?? (Lazy as ComponentType<P>), props);
  return Object.assign(Preloadable, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
