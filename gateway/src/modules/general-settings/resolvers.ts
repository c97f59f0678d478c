import * as rules from '../../access/permissions';
import type { Resolvers } from '../../generated/resolvers-types';
import { listGeneralEntries, saveGeneralEntry, TINY_MCE_KEY } from './client';

// General configuration (spec 001 §2.8): the TinyMCE API key, CONFIGURATION.GENERAL.

const KEY = 'CONFIGURATION_GENERAL';
const KEY_REQUIRED = 'TinyMCE API Key is required.';

export const generalSettingsResolvers: Resolvers = {
  Query: {
    async generalSettings(_root, _args, ctx) {
      rules.assertCanReadKey(await ctx.requireViewer(), KEY, 'You cannot read the general configuration.');
      const entries = await listGeneralEntries(ctx.callApi);
      return { tinyMceApiKey: entries.get(TINY_MCE_KEY) ?? '' };
    },
  },

  Mutation: {
    async updateGeneralSettings(_root, { input }, ctx) {
      rules.assertCanWriteKey(await ctx.requireViewer(), KEY, 'You cannot change the general configuration.');
      // Without a key no rich-text editor in the back-office loads: an empty one is refused, not saved.
      const key = input.tinyMceApiKey.trim();
      if (key === '') return { generalSettings: null, userErrors: [{ field: 'tinyMceApiKey', message: KEY_REQUIRED }] };
      const r = await saveGeneralEntry(ctx.callApi, TINY_MCE_KEY, key);
      return r.ok ? { generalSettings: { tinyMceApiKey: r.value }, userErrors: [] } : { generalSettings: null, userErrors: r.userErrors };
    },
  },

  Viewer: {
    generalSettingsLevel: (v) => rules.permissionLevel(v, KEY),
  },
};
