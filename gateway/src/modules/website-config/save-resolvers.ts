import type { Resolvers } from '../../generated/resolvers-types';
import type { UserError } from '../../upstream/user-errors';
import * as rules from '../../access/permissions';
import { upstreamId } from '../../upstream/ids';
import { saveWebsiteSettings, type SettingWrite, type UpstreamSetting } from './client';
import { readableOptions, toSettingModel } from './mappers';
import { checkValue } from './value-rules';
import { websiteConfigLoaders } from './loaders';
import { websiteLoaders } from '../../catalogue/websites';

// saveWebsiteConfiguration: WRITE on the website's configuration first (no
// upstream write otherwise), every value checked for its type, nothing sent
// while any value is invalid, then one upstream call for the whole form.

const field = (settingId: string, path = '') => `values.${settingId}${path ? `.${path}` : ''}`;

export const websiteConfigSaveResolvers: Resolvers = {
  Mutation: {
    async saveWebsiteConfiguration(_root, { input }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanWriteWebsiteArea(viewer, 'WEB_SITES_WEBSITES_CONFIGURATION', input.websiteId);
      const websiteId = upstreamId(input.websiteId);
      if (input.values.length === 0) return { settings: [], userErrors: [] };

      const items = await ctx.use(websiteConfigLoaders).settings.load(websiteId);
      const byId = new Map(items.map((i) => [i.id, i]));
      const userErrors: UserError[] = [];
      const writes: SettingWrite[] = [];
      const seen = new Set<string>();
      for (const { settingId, value } of input.values) {
        const item = byId.get(settingId);
        if (!item) {
          userErrors.push({ field: field(settingId), message: 'This setting does not exist.' });
          continue;
        }
        if (seen.has(settingId)) {
          userErrors.push({ field: field(settingId), message: 'This setting is listed more than once.' });
          continue;
        }
        seen.add(settingId);
        const model = toSettingModel(websiteId, item);
        const checked = checkValue(model.type, value, readableOptions(model.type, item.values));
        if (checked.ok) writes.push({ onlineConfigurationId: settingId, value: checked.packed });
        else for (const p of checked.problems) userErrors.push({ field: field(settingId, p.path), message: p.message });
      }
      if (userErrors.length > 0) return { settings: [], userErrors };

      const result = await saveWebsiteSettings(ctx.callApi, websiteId, writes);
      if (!result.ok) return { settings: [], userErrors: result.userErrors };

      // Later reads in this request see the saved values.
      ctx.use(websiteConfigLoaders).settings.clear(websiteId);
      // Spec 001 §7 does not say what the operator answers to this call: when the
      // answer does not carry every written value, read them back, so the client's
      // cache always gets the new values.
      const written = new Map(result.value.map((i) => [i.id, i]));
      let saved = writes.map((w) => written.get(w.onlineConfigurationId));
      if (saved.some((i) => !i || !hasValue(i, websiteId))) {
        const fresh = new Map((await ctx.use(websiteConfigLoaders).settings.load(websiteId)).map((i) => [i.id, i]));
        saved = writes.map((w) => fresh.get(w.onlineConfigurationId));
      }
      return {
        settings: saved.filter((i): i is UpstreamSetting => i !== undefined).map((i) => toSettingModel(websiteId, i)),
        userErrors: [],
      };
    },
  },
};

export const websiteConfigPayloadResolvers: Resolvers = {
  SaveWebsiteConfigurationPayload: {
    // Read only when asked (for its new configurationVersion), from the saved settings' website.
    website: (payload, _args, ctx) => {
      const websiteId = payload.settings[0]?.websiteId;
      return websiteId ? ctx.use(websiteLoaders).byId.load(websiteId) : null;
    },
  },
};

function hasValue(item: UpstreamSetting, websiteId: string): boolean {
  return item.websiteOnlineConfigurations.some((v) => v.websiteId === websiteId);
}
