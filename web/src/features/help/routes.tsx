import { IconHelp } from '@tabler/icons-react';
import type { FeatureManifest, FeatureNavItem, FeatureRoute } from '../../shared/navigation/feature-route';
import { prefetchHelp } from './help-prefetch';

// The help centre (spec 001 §2.10): HELP.HELP opens it; each domain then needs help read on its website.

export const helpRoutes: FeatureRoute[] = [
  {
    path: 'on-line-help',
    title: 'Help CMS',
    requires: 'canReadHelp',
    load: () => import('./help-screen').then((m) => m.HelpScreen),
    prefetch: prefetchHelp,
  },
];

export const helpNavItem: FeatureNavItem = {
  label: 'Help CMS',
  to: '/home/on-line-help',
  requires: 'canReadHelp',
  icon: IconHelp,
};

export const helpFeature: FeatureManifest = { name: 'help', routes: helpRoutes, navItem: helpNavItem };
