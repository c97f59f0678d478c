import { lazy } from 'react';

// Each tab's code is its own chunk: SEO's rich-text editor never loads with the configuration tabs.
// The loaders are shared with `preloadPanel`, so the opened tab's chunk downloads while the
// screen's query is still on its way instead of after it (one round trip less before the form).

// import() downloads a module once, and React.lazy keeps its first outcome: no memo needed.
const loadConfiguration = () => import('../../features/website-config');
const loadTooltips = () => import('../../features/tooltips');
const loadSeo = () => import('../../features/seo');

export const ConfigurationSectionPanel = lazy(() => loadConfiguration().then((m) => ({ default: m.ConfigurationSectionPanel })));
export const WebsiteTooltipsPanel = lazy(() => loadTooltips().then((m) => ({ default: m.WebsiteTooltipsPanel })));
export const SeoPanel = lazy(() => loadSeo().then((m) => ({ default: m.SeoPanel })));

/** Starts downloading the panel of the `tab` search parameter (no tab: SEO, the first tab when readable). */
export function preloadPanel(tab: string | null): void {
  const load = tab?.startsWith('section-') ? loadConfiguration : tab === 'tooltips' ? loadTooltips : loadSeo;
  void load().catch(() => undefined);
}
