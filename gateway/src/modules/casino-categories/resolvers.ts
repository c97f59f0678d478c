import * as rules from '../../access/permissions';
import type { Resolvers } from '../../generated/resolvers-types';
import { listCasinoCategories } from './client';

// Casino categories (spec 001 §2.3): a read-only list for developers.

export const casinoCategoriesResolvers: Resolvers = {
  Query: {
    async casinoCategories(_root, _args, ctx) {
      rules.assertIsDeveloper(await ctx.requireViewer());
      const rows = await listCasinoCategories(ctx.callApi);
      return rows.map((row) => ({
        id: `${row.websiteId}:${row.casinoCategoryId}`,
        categoryId: row.casinoCategoryId,
        name: row.name,
        websiteId: row.websiteId,
        active: row.active,
        hidden: row.hidden,
        archived: row.archived,
        numberOfGames: row.numberOfGames,
      }));
    },
  },
};
