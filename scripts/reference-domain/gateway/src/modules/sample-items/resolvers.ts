import * as rules from '../../access/permissions';
import { forbidden } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import { nameTaken } from '../../upstream/unique-name';
import * as client from './client';

// Sample items: admins and developers read and add them, as every area does before it has
// permissions of its own (then a PermissionKey and the rules in access/permissions.ts).

/** The area's flag (`viewer.canReadSampleItems`) and the check of every field. */
export const canReadSampleItems = (viewer: rules.Principal) => rules.isAdmin(viewer);

function assertCanReadSampleItems(viewer: rules.Principal): void {
  if (!canReadSampleItems(viewer)) throw forbidden('Only admins and developers can manage sample items.');
}

export const sampleItemsResolvers: Resolvers = {
  Query: {
    async sampleItems(_root, _args, ctx) {
      assertCanReadSampleItems(await ctx.requireViewer());
      return client.listSampleItems(ctx.callApi);
    },
    async sampleItem(_root, { id }, ctx) {
      assertCanReadSampleItems(await ctx.requireViewer());
      return client.getSampleItem(ctx.callApi, id);
    },
  },

  Mutation: {
    async createSampleItem(_root, { input }, ctx) {
      assertCanReadSampleItems(await ctx.requireViewer());
      const name = input.name.trim();
      if (!name) return { sampleItem: null, userErrors: [{ field: 'name', message: 'The name is required' }] };
      if (nameTaken(await client.listSampleItems(ctx.callApi), name, null)) {
        return { sampleItem: null, userErrors: [{ field: 'name', message: `A sample item named ${name} already exists.` }] };
      }
      const r = await client.createSampleItem(ctx.callApi, { name });
      return r.ok ? { sampleItem: r.value, userErrors: [] } : { sampleItem: null, userErrors: r.userErrors };
    },
  },

  Viewer: {
    canReadSampleItems: (viewer) => canReadSampleItems(viewer),
  },
};
