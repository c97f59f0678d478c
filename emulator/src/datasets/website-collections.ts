// Issue 6 collections of the seed: configuration, SEO, casino, tooltips, images.
import type { WebsiteCollections } from '../model-website';
import { buildCasinoCategories } from '../domains/seo/casino-seed';
import { seedImages } from '../seed/images';
import { leagues, regions, seoPages, sports } from '../domains/seo/seed';
import { buildSeoRules, buildSeoTemplates } from '../domains/seo/seed-rules';
import { buildSportTooltips } from '../domains/tooltips/seed';
import { CONFIGURATION_TYPES } from '../model-website';
import { configurationSections, configurationSettings, configurationSubsections } from '../domains/website-config/seed';
import { buildWebsiteConfigurationValues } from '../domains/website-config/seed-values';

export function buildWebsiteCollections(): WebsiteCollections {
  const seoTemplates = buildSeoTemplates();
  return {
    configurationSections,
    configurationSubsections,
    configurationSettings,
    configurationTypes: CONFIGURATION_TYPES.map((name, index) => ({ id: index + 1, name })),
    websiteConfigurationValues: buildWebsiteConfigurationValues(),
    configurationImages: seedImages(),
    seoPages,
    sports,
    regions,
    leagues,
    seoTemplates,
    seoRules: buildSeoRules(seoTemplates),
    casinoCategories: buildCasinoCategories(),
    sportTooltips: buildSportTooltips(),
  };
}
