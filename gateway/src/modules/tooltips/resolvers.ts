import type { Resolvers } from '../../generated/resolvers-types';
import * as rules from '../../access/permissions';
import { listTooltipSports, toggleWebsiteTooltips } from './client';
import { unpackWebsiteIds } from './mappers';
import { payload } from '../../upstream/payload';

// SEO-area tooltips: the sports list and the 'Tooltips enabled' switch of one
// website. The upstream only toggles, so the switch sends a call only when
// the wanted state differs from the current one (idempotent for retries).

const TOOLTIPS = 'WEB_SITES_TOOLTIPS';

export const tooltipsResolvers: Resolvers = {
  Query: {
    async tooltipSports(_root, _args, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanReadTooltipSports(viewer);
      return listTooltipSports(ctx.callApi);
    },
  },

  Mutation: {
    async setWebsiteTooltipsEnabled(_root, { websiteId, sportId, enabled }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanWriteWebsiteArea(viewer, TOOLTIPS, websiteId);
      const current = (await listTooltipSports(ctx.callApi)).find((s) => s.sportId === sportId);
      if (!current) return { tooltipSport: null, userErrors: [{ field: null, message: 'Sport tooltips not found' }] };
      if (unpackWebsiteIds(current.websiteIds).includes(websiteId) === enabled) {
        return { tooltipSport: current, userErrors: [] };
      }
      const r = await toggleWebsiteTooltips(ctx.callApi, websiteId, sportId);
      return payload('tooltipSport', r);
    },
  },

  Website: {
    viewerTooltipsLevel: (w, _args, ctx) => ctx.forViewer((viewer) => rules.websiteAreaLevel(viewer, TOOLTIPS, w.id)),
  },
  TooltipSport: {
    websiteIds: (s) => unpackWebsiteIds(s.websiteIds),
  },
};
