import type { Resolvers } from '../../generated/resolvers-types';
import type { SearchFound, SearchSource } from '../gateway-module';

// The command palette's search (issue 19): every source the viewer may read, in parallel,
// a few results each with how many match in all (issue 40). A source that fails (its
// upstream down) is logged and left out, so the palette still shows what the others found.

const MIN_TERM = 2;
const PER_SOURCE = 5;

export const searchResolvers = (sources: SearchSource[]): Resolvers => ({
  Query: {
    async search(_root, { term }, ctx) {
      const viewer = await ctx.requireViewer();
      const needle = term.trim();
      if (needle.length < MIN_TERM) return [];
      const groups = await Promise.all(
        sources
          .filter((source) => source.allowed(viewer))
          .map(async (source) => {
            const found = await source.find(ctx, viewer, needle, PER_SOURCE).catch((error: unknown): SearchFound => {
              ctx.services.logger.warn({ err: error }, 'search source failed');
              return { results: [], total: 0 };
            });
            return { kind: source.kind, results: found.results.slice(0, PER_SOURCE), totalCount: found.total };
          }),
      );
      return groups.filter((group) => group.results.length > 0);
    },
  },
});
