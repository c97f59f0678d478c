import * as rules from '../../access/permissions';
import type { SearchSource } from '../gateway-module';
import { websiteLoaders } from '../../catalogue/websites';

const contains = (text: string | null | undefined, needle: string) => (text ?? '').toLowerCase().includes(needle);

/** Websites in the command palette: by name or url, among every website the viewer may read. */
export const websitesSearch: SearchSource = {
  allowed: rules.canReadWebsites,
  find: async (ctx, viewer, term, limit) => {
    const needle = term.toLowerCase();
    return (await ctx.use(websiteLoaders).all())
      .filter((w) => rules.canReadWebsite(viewer, w.id) && (contains(w.name, needle) || contains(w.url, needle)))
      .slice(0, limit)
      .map((w) => ({ kind: 'WEBSITE', id: w.id, label: w.name, detail: w.url }));
  },
};
