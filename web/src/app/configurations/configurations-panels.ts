import { preloadableLazy } from '../../shared/navigation/preloadable-lazy';
import type { ConfigurationTabValue } from './configurations-tabs';

// One chunk per tab's domain, loaded when its tab opens; the route loader preloads the opening
// tab's (configurations-preload.ts), so it renders at once instead of suspending.

export const GeneralSettingsPanel = preloadableLazy(() => import('../../features/general-settings').then((m) => m.GeneralSettingsPanel));
export const CustomPagesPanel = preloadableLazy(() => import('../../features/custom-pages').then((m) => m.CustomPagesPanel));
export const CasinoCategoriesPanel = preloadableLazy(() => import('../../features/casino-categories').then((m) => m.CasinoCategoriesPanel));
export const HelpLinksPanel = preloadableLazy(() => import('../../features/help-links').then((m) => m.HelpLinksPanel));
export const JackpotPanel = preloadableLazy(() => import('../../features/jackpot').then((m) => m.JackpotPanel));
export const IconsPanel = preloadableLazy(() => import('../../features/icons').then((m) => m.IconsPanel));
export const StreamsPanel = preloadableLazy(() => import('../../features/streams').then((m) => m.StreamsPanel));
export const SportTooltipsPanel = preloadableLazy(() => import('../../features/tooltips').then((m) => m.SportTooltipsPanel));

const PANELS: Record<ConfigurationTabValue, { preload: () => Promise<void> }> = {
  general: GeneralSettingsPanel,
  'img-arena': StreamsPanel,
  'custom-pages': CustomPagesPanel,
  'casino-categories': CasinoCategoriesPanel,
  tooltips: SportTooltipsPanel,
  'help-links': HelpLinksPanel,
  'big-jackpot': JackpotPanel,
  icons: IconsPanel,
};

/**
 * Loads the panel the `tab` search parameter names. With none (or one the viewer may not open,
 * which only the screen can tell) the default tab, Img Arena: a wrong guess costs one chunk.
 */
export function preloadConfigurationsPanel(tab: string | null): Promise<void> {
  const panel = (tab !== null && Object.hasOwn(PANELS, tab) ? PANELS[tab as ConfigurationTabValue] : undefined) ?? PANELS['img-arena'];
  return panel.preload();
}
