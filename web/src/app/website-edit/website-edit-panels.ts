import { preloadableLazy } from '../../shared/navigation/preloadable-lazy';

// Each tab's code is its own chunk: SEO's rich-text editor never loads with the configuration tabs.
// The route loader preloads the opening tab's (`preloadPanel`), so it downloads beside the
// screen's query, and the panel renders at once instead of suspending on a module already in.

export const ConfigurationSectionPanel = preloadableLazy(() =>
  import('../../features/website-config').then((m) => m.ConfigurationSectionPanel),
);
export const WebsiteTooltipsPanel = preloadableLazy(() => import('../../features/tooltips').then((m) => m.WebsiteTooltipsPanel));
export const SeoPanel = preloadableLazy(() => import('../../features/seo').then((m) => m.SeoPanel));

/** Loads the panel of the `tab` search parameter (no tab: SEO, the first tab when readable). */
export function preloadPanel(tab: string | null): Promise<void> {
  const panel = tab?.startsWith('section-') ? ConfigurationSectionPanel : tab === 'tooltips' ? WebsiteTooltipsPanel : SeoPanel;
  return panel.preload();
}
