// Stored shapes of issue 6: website configuration, SEO, casino categories,
// tooltips and uploaded configuration images (kept in the store like the rest).

export const CONFIGURATION_TYPES = [
  'string',
  'textarea',
  'json',
  'radio',
  'boolean',
  'questionnaire',
  'page-html-css',
  'page-html-css-app-css',
  'landing-page-items',
  'betradar-tracker',
  'ticket-banner',
  'social-meta-tags',
] as const;
export type ConfigurationTypeName = (typeof CONFIGURATION_TYPES)[number];

/** Types whose value must be JSON text (everything but plain text and choices). */
export const JSON_CONFIGURATION_TYPES: ReadonlySet<string> = new Set(
  CONFIGURATION_TYPES.filter((type) => !['string', 'textarea', 'radio', 'boolean'].includes(type)),
);

export interface ConfigurationSection {
  id: number;
  name: string;
}

export interface ConfigurationType {
  id: number;
  name: string;
}

export interface ConfigurationSubsection {
  id: number;
  name: string;
  sectionId: number;
}

/** One online configuration item (spec 001 §3); `typeId` is the type's name as the upstream sends it. */
export interface ConfigurationSetting {
  id: number;
  key: string;
  sectionId: number;
  subsectionId: number | null;
  /** A type's name; the seeded types are CONFIGURATION_TYPES, configuration setup may add others. */
  typeId: string;
  label: string;
  description: string | null;
  defaultValue: string | null;
  /** radio/boolean: JSON text of {value: label}; null otherwise. */
  values: string | null;
}

/** A website's own value of one setting (at most one per website and setting). */
export interface WebsiteConfigurationValue {
  websiteId: number;
  onlineConfigurationId: number;
  value: string;
}

/** An uploaded configuration image; the bytes live in the image store (disk or memory). */
export interface ConfigurationImage {
  /** `<uuid>.<ext>`; the upstream path is `configuration-images/<name>`. */
  name: string;
  /** The website it was uploaded for (null: stored before owners were kept, and shared). */
  websiteId: number | null;
  contentType: string;
  size: number;
  width: number;
  height: number;
  quality: number;
  createdAt: string;
}

/** A page with SEO texts; `isCustom` pages are the ones `GET /seo-page` lists. */
export interface SeoPage {
  id: number;
  name: string;
  isCustom: boolean;
}

export interface Sport {
  id: number;
  name: string;
}

export interface Region {
  id: number;
  name: string;
  sportId: number;
}

export interface League {
  id: number;
  name: string;
  regionId: number;
}

/** An SEO template belongs to one website and language. */
export interface SeoTemplate {
  id: number;
  name: string;
  websiteId: number;
  languageId: number;
}

export interface CasinoCategory {
  id: number;
  marketId: number;
  name: string;
  isLive: boolean;
  isMobile: boolean;
  active: boolean;
  hidden: boolean;
  numberOfGames: number;
}

export const SEO_TARGET_TYPES = ['page', 'sport', 'region', 'league', 'casino-category', 'template'] as const;
export type SeoTargetType = (typeof SEO_TARGET_TYPES)[number];

export const SEO_ENTITY_TYPES: Record<SeoTargetType, string> = {
  page: 'SeoPageEntity',
  sport: 'SportEntity',
  region: 'RegionEntity',
  league: 'LeagueEntity',
  'casino-category': 'CasinoCategoryEntity',
  template: 'SeoTemplateEntity',
};

/** One SEO rule: unique per website, language, target and altCtx. */
export interface SeoRule {
  id: number;
  websiteId: number;
  languageId: number;
  targetType: SeoTargetType;
  entityId: number;
  altCtx: string | null;
  content: string;
  metaDescription: string;
  metaTitle: string;
  pageTitle: string;
  noindex: boolean;
}

/** A sport's tooltips; `websiteIds` and `tooltips` are JSON text as the upstream stores them. */
export interface SportTooltips {
  id: number;
  sportId: number;
  name: string;
  websiteIds: string;
  tooltips: string;
}

export interface WebsiteCollections {
  configurationSections: ConfigurationSection[];
  configurationSubsections: ConfigurationSubsection[];
  configurationSettings: ConfigurationSetting[];
  configurationTypes: ConfigurationType[];
  websiteConfigurationValues: WebsiteConfigurationValue[];
  configurationImages: ConfigurationImage[];
  seoPages: SeoPage[];
  sports: Sport[];
  regions: Region[];
  leagues: League[];
  seoTemplates: SeoTemplate[];
  seoRules: SeoRule[];
  casinoCategories: CasinoCategory[];
  sportTooltips: SportTooltips[];
}
