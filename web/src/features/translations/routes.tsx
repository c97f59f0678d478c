import { IconLanguage, IconList, IconListDetails, IconWorld } from '@tabler/icons-react';
import type { FeatureManifest, FeatureNavItem, FeatureRoute } from '../../shared/navigation/feature-route';
import { prefetchLanguages, prefetchSections, prefetchTranslations } from './words/translations-prefetch';
import { ALL_TRANSLATIONS_PATH, LANGUAGES_PATH, SECTIONS_PATH } from './urls';

export const translationsRoutes: FeatureRoute[] = [
  {
    path: 'translation/all-translations',
    title: 'All translations',
    requires: 'canReadTranslations',
    load: () => import('./words/translations-screen').then((m) => m.TranslationsScreen),
    prefetch: prefetchTranslations,
  },
  {
    path: 'translation/language',
    title: 'Languages',
    requires: 'canReadTranslations',
    load: () => import('./catalogues/languages-screen').then((m) => m.LanguagesScreen),
    prefetch: prefetchLanguages,
  },
  {
    path: 'translation/section',
    title: 'Sections',
    requires: 'canReadTranslations',
    load: () => import('./catalogues/sections-screen').then((m) => m.SectionsScreen),
    prefetch: prefetchSections,
  },
];

export const translationsNavItem: FeatureNavItem = {
  label: 'Translations',
  to: ALL_TRANSLATIONS_PATH,
  requires: 'canReadTranslations',
  icon: IconLanguage,
  children: [
    { label: 'All translations', to: ALL_TRANSLATIONS_PATH, requires: 'canReadTranslations', icon: IconListDetails },
    { label: 'Languages', to: LANGUAGES_PATH, requires: 'canReadTranslations', icon: IconWorld },
    { label: 'Sections', to: SECTIONS_PATH, requires: 'canReadTranslations', icon: IconList },
  ],
};

export const translationsFeature: FeatureManifest = {
  name: 'translations',
  routes: translationsRoutes,
  navItem: translationsNavItem,
};
