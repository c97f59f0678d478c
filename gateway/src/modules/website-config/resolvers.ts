import type { Resolvers } from '../../generated/resolvers-types';
import * as rules from '../../access/permissions';
import type { GatewayContext } from '../../context';
import { JsonScalar } from './json-scalar';
import { readableOptions, toSettingModel, unpackOptions, unpackValue } from './mappers';
import { websiteConfigLoaders } from './loaders';
import { configurationSections } from '../../catalogue/configuration-sections';
import { websiteLanguages } from '../../catalogue/translations';

// Website edit screen reads: languages, configuration sections and settings,
// the viewer's level on each website area, and the custom pages list.

const CONFIGURATION = 'WEB_SITES_WEBSITES_CONFIGURATION';

async function canReadConfiguration(ctx: GatewayContext, websiteId: string): Promise<boolean> {
  const viewer = await ctx.requireViewer();
  return rules.canReadLevel(rules.websiteAreaLevel(viewer, CONFIGURATION, websiteId));
}

export const websiteConfigResolvers: Resolvers = {
  JSON: JsonScalar,

  Website: {
    languages: (w, _args, ctx) => websiteLanguages(w, ctx),

    async configurationSections(w, _args, ctx) {
      if (!(await canReadConfiguration(ctx, w.id))) return [];
      return configurationSections(ctx);
    },

    async configurationSettings(w, _args, ctx) {
      if (!(await canReadConfiguration(ctx, w.id))) return [];
      const items = await ctx.use(websiteConfigLoaders).settings.load(w.id);
      return items.map((item) => toSettingModel(w.id, item));
    },

    viewerConfigurationLevel: (w, _args, ctx) => ctx.forViewer((viewer) => rules.websiteAreaLevel(viewer, CONFIGURATION, w.id)),
  },

  ConfigurationSetting: {
    value: (s) => {
      // `options` is a non-null list: an error there would null the whole
      // setting (and the list). Unreadable choices fail the value instead.
      unpackOptions(s.type, s.storedValues);
      return unpackValue(s.type, s.storedValue);
    },
    defaultValue: (s) => unpackValue(s.type, s.storedDefault, 'default value'),
    options: (s) => readableOptions(s.type, s.storedValues),
  },
};
