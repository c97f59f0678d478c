import { lazy } from 'react';

// Each tab's code is its own chunk: SEO's rich-text editor never loads with the configuration tabs.
// The loaders are shared with `preloadPanel`, so the opened tab's chunk downloads while the
// screen's query is still on its way instead of after it (one round trip less before the form).

/** One download per chunk; a failed one is forgotten so the next render tries again. */
const once = <T,>(load: () => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
};

const loadConfiguration = once(() => import('../../features/website-config'));
const loadTooltips = once(() => import('../../features/tooltips'));
const loadSeo = once(() => import('../../features/seo'));

export const ConfigurationSectionPanel = lazy(() => loadConfiguration().then((m) => ({ default: m.ConfigurationSectionPanel })));
export const WebsiteTooltipsPanel = lazy(() => loadTooltips().then((m) => ({ default: m.WebsiteTooltipsPanel })));
export const SeoPanel = lazy(() => loadSeo().then((m) => ({ default: m.SeoPanel })));

/** Starts downloading the panel of the `tab` search parameter (no tab: SEO, the first tab when readable). */
export function preloadPanel(tab: string | null): void {
  const load = tab?.startsWith('section-') ? loadConfiguration : tab === 'tooltips' ? loadTooltips : loadSeo;
  void load().catch(() => undefined);
}
