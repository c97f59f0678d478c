// Issue 6 collections of the seed: configuration, SEO, casino, tooltips, images.
import type { WebsiteCollections } from '../model-website';
import { buildCasinoCategories } from './casino';
import { seedImages } from './images';
import { leagues, regions, seoPages, sports } from './seo';
import { buildSeoRules, buildSeoTemplates } from './seo-rules';
import { buildSportTooltips } from './tooltips';
import { CONFIGURATION_TYPES } from '../model-website';
import { configurationSections, configurationSettings, configurationSubsections } from './website-config';
import { buildWebsiteConfigurationValues } from './website-config-values';

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
