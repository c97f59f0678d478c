import type { Resolvers } from '../../generated/resolvers-types';
import * as rules from '../../access/permissions';
import { searchBetshops } from './client';
import { toOrgBetshop, toPage } from './mappers';

// The website form's betshop picker: one upstream search across every market per keystroke
// (after the debounce), answering the first `limit` matches and how many there are in all, so
// the picker can say what it left out. It used to walk companies → markets → betshops: ~340
// calls per search at an operator's 32 companies and 305 markets.

/** The most matches one answer holds: a picker shows a screenful, the search narrows the rest. */
const MAX_OPTIONS = 100;

/** The website form's betshop picker (`betshopOptions`). */
export const betshopOptionsResolvers: Resolvers = {
  Query: {
    async betshopOptions(_root, { search, limit }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertCanPickBetshops(viewer);
      const term = search?.trim() || undefined;
      const result = await searchBetshops(ctx.callApi, { page: 1, limit: Math.min(Math.max(limit, 1), MAX_OPTIONS), term });
      return toPage(result, 1, toOrgBetshop);
    },
  },
};
