import { lazy } from 'react';

// Each tab's code is its own chunk: SEO's rich-text editor never loads with the configuration tabs.
export const ConfigurationSectionPanel = lazy(() =>
  import('../../features/website-config').then((m) => ({ default: m.ConfigurationSectionPanel })),
);
export const WebsiteTooltipsPanel = lazy(() =>
  import('../../features/tooltips').then((m) => ({ default: m.WebsiteTooltipsPanel })),
);
export const SeoPanel = lazy(() => import('../../features/seo').then((m) => ({ default: m.SeoPanel })));
