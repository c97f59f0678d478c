import { IconCategory, IconListDetails, IconSettingsCog, IconTags } from '@tabler/icons-react';
import type { FeatureManifest, FeatureNavItem, FeatureRoute } from '../../shared/navigation/feature-route';
import { prefetchDefinitions, prefetchSections, prefetchTypes } from './setup-prefetch';
import { SETUP_SECTIONS_PATH, SETUP_SETTINGS_PATH, SETUP_TYPES_PATH } from './urls';

// Configuration setup (spec 001 §2.9): developers only; anyone else is sent home.

export const configurationSetupRoutes: FeatureRoute[] = [
  {
    path: 'configurations-settings/sections',
    title: 'Sections',
    requires: 'canReadConfigurationSetup',
    load: () => import('./sections-screen').then((m) => m.SectionsScreen),
    prefetch: prefetchSections,
  },
  {
    path: 'configurations-settings/types',
    title: 'Types',
    requires: 'canReadConfigurationSetup',
    load: () => import('./types-screen').then((m) => m.TypesScreen),
    prefetch: prefetchTypes,
  },
  {
    path: 'configurations-settings/settings',
    title: 'Configuration settings',
    requires: 'canReadConfigurationSetup',
    load: () => import('./settings-screen').then((m) => m.SettingsScreen),
    prefetch: prefetchDefinitions,
  },
];

export const configurationSetupNavItem: FeatureNavItem = {
  label: 'Configurations Setup',
  to: SETUP_SECTIONS_PATH,
  requires: 'canReadConfigurationSetup',
  icon: IconSettingsCog,
  children: [
    { label: 'Sections', to: SETUP_SECTIONS_PATH, requires: 'canReadConfigurationSetup', icon: IconCategory },
    { label: 'Types', to: SETUP_TYPES_PATH, requires: 'canReadConfigurationSetup', icon: IconTags },
    { label: 'Configuration settings', to: SETUP_SETTINGS_PATH, requires: 'canReadConfigurationSetup', icon: IconListDetails },
  ],
};

export const configurationSetupFeature: FeatureManifest = {
  name: 'configuration-setup',
  routes: configurationSetupRoutes,
  navItem: configurationSetupNavItem,
};
