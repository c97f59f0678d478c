import type { Resolvers } from '../../generated/resolvers-types';
import * as rules from '../../access/permissions';
import { createWebsite, deleteWebsite, updateWebsite } from './client';
import { websiteInputErrors } from './website-input';
import { payload } from '../../upstream/payload';

// Website writes (spec 000 §6): create is admin-only; update and delete need
// write on that website. Checked before any upstream call.

const numeric = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : id);

export const websiteMutationResolvers: Resolvers = {
  Mutation: {
    async createWebsite(_root, { input }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanCreateWebsites(viewer);
      const refused = websiteInputErrors(input);
      if (refused.length > 0) return { website: null, userErrors: refused };
      const result = await createWebsite(ctx.callApi, { name: input.name, url: input.url, betshopId: numeric(input.betshopId) });
      return payload('website', result);
    },
    async updateWebsite(_root, { input }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanWriteWebsite(viewer, input.id, 'edit');
      const refused = websiteInputErrors(input);
      if (refused.length > 0) return { website: null, userErrors: refused };
      const result = await updateWebsite(ctx.callApi, input.id, {
        name: input.name,
        url: input.url,
        betshopId: numeric(input.betshopId),
      });
      return payload('website', result);
    },
    async deleteWebsite(_root, { id }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanWriteWebsite(viewer, id, 'delete');
      const result = await deleteWebsite(ctx.callApi, id);
      return payload('deletedWebsiteId', result, () => id);
    },
  },
  Website: {
    roleIsManager: (w) => w.role === 2,
  },
};
