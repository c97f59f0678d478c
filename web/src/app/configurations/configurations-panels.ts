import { lazy } from 'react';

// One chunk per tab's domain, loaded when its tab opens.

export const GeneralSettingsPanel = lazy(() =>
  import('../../features/general-settings').then((m) => ({ default: m.GeneralSettingsPanel })),
);
export const CustomPagesPanel = lazy(() => import('../../features/custom-pages').then((m) => ({ default: m.CustomPagesPanel })));
export const CasinoCategoriesPanel = lazy(() =>
  import('../../features/casino-categories').then((m) => ({ default: m.CasinoCategoriesPanel })),
);
export const HelpLinksPanel = lazy(() => import('../../features/help-links').then((m) => ({ default: m.HelpLinksPanel })));
export const JackpotPanel = lazy(() => import('../../features/jackpot').then((m) => ({ default: m.JackpotPanel })));
export const IconsPanel = lazy(() => import('../../features/icons').then((m) => ({ default: m.IconsPanel })));
export const StreamsPanel = lazy(() => import('../../features/streams').then((m) => ({ default: m.StreamsPanel })));
export const SportTooltipsPanel = lazy(() => import('../../features/tooltips').then((m) => ({ default: m.SportTooltipsPanel })));
