import * as rules from '../../access/permissions';
import type { Resolvers } from '../../generated/resolvers-types';
import { upstreamId } from '../../upstream/ids';
import * as client from './client';
import { payload } from '../../upstream/payload';

// Custom pages (spec 001 §2.3): developers manage them on the Configurations screen; whoever
// reads website configuration sees them in the page HTML/CSS editors.

const NAME_REQUIRED = [{ field: 'name', message: 'The name is required' }];

export const customPagesResolvers: Resolvers = {
  Query: {
    async customPages(_root, _args, ctx) {
      const viewer = await ctx.requireViewer();
      if (!viewer.isDeveloper) rules.assertCanReadKey(viewer, 'WEB_SITES_WEBSITES_CONFIGURATION', 'You cannot read website configuration.');
      return client.listCustomPages(ctx.callApi);
    },
    async customPage(_root, { id }, ctx) {
      const viewer = await ctx.requireViewer();
      if (!viewer.isDeveloper) rules.assertCanReadKey(viewer, 'WEB_SITES_WEBSITES_CONFIGURATION', 'You cannot read website configuration.');
      return (await client.listCustomPages(ctx.callApi)).find((page) => String(page.id) === upstreamId(id)) ?? null;
    },
  },

  Mutation: {
    async createCustomPage(_root, { input }, ctx) {
      rules.assertIsDeveloper(await ctx.requireViewer());
      const name = input.name.trim();
      if (!name) return { customPage: null, userErrors: NAME_REQUIRED };
      const r = await client.createCustomPage(ctx.callApi, name);
      return payload('customPage', r);
    },
    async updateCustomPage(_root, { id, input }, ctx) {
      rules.assertIsDeveloper(await ctx.requireViewer());
      const pageId = upstreamId(id);
      const name = input.name.trim();
      if (!name) return { customPage: null, userErrors: NAME_REQUIRED };
      const r = await client.updateCustomPage(ctx.callApi, pageId, name);
      return payload('customPage', r);
    },
    async deleteCustomPage(_root, { id }, ctx) {
      rules.assertIsDeveloper(await ctx.requireViewer());
      const r = await client.deleteCustomPage(ctx.callApi, upstreamId(id));
      return payload('deletedId', r);
    },
  },
};
