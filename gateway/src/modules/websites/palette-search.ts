import * as rules from '../../access/permissions';
import { firstOf, type SearchSource } from '../gateway-module';
import { websiteLoaders } from '../../catalogue/websites';

const contains = (text: string | null | undefined, needle: string) => (text ?? '').toLowerCase().includes(needle);

/** Websites in the command palette: by name or url, among every website the viewer may read. */
export const websitesSearch: SearchSource = {
  kind: 'WEBSITE',
  allowed: rules.canReadWebsites,
  find: async (ctx, viewer, term, limit) => {
    const needle = term.toLowerCase();
    const matches = (await ctx.use(websiteLoaders).all())
      .filter((w) => rules.canReadWebsite(viewer, w.id) && (contains(w.name, needle) || contains(w.url, needle)))
      .map((w) => ({ kind: 'WEBSITE' as const, id: w.id, label: w.name, detail: w.url }));
    return firstOf(matches, limit);
  },
};
