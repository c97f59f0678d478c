import * as rules from '../../access/permissions';
import type { ViewerModel } from '../../access/viewer-model';
import type { GatewayContext } from '../../context';
import type { SearchResult } from '../../generated/resolvers-types';
import { listHelpPageMatches } from '../help';
import { listIcons, readSlugs } from '../icons';
import { findSeoRules } from '../seo';
import { listWords } from '../translations';
import { listUsersMatching } from '../users';
import { websiteLoaders } from '../websites';

// One source per kind of thing the command palette finds: each decides whether the
// viewer may read it at all, then asks its upstream for at most `limit` matches.

export interface SearchSource {
  allowed: (viewer: ViewerModel) => boolean;
  find: (ctx: GatewayContext, viewer: ViewerModel, term: string, limit: number) => Promise<SearchResult[]>;
}

const contains = (text: string | null | undefined, needle: string) => (text ?? '').toLowerCase().includes(needle);

export const SEARCH_SOURCES: SearchSource[] = [
  {
    allowed: rules.canReadUsers,
    find: async (ctx, _viewer, term, limit) =>
      (await listUsersMatching(ctx.callApi, term, limit)).map((u) => ({ kind: 'USER', id: u.id, label: u.email, detail: null })),
  },
  {
    // By name or url; the list is every website, filtered to the ones the viewer may read.
    allowed: rules.canReadWebsites,
    find: async (ctx, viewer, term, limit) => {
      const needle = term.toLowerCase();
      return (await ctx.use(websiteLoaders).all())
        .filter((w) => rules.canReadWebsite(viewer, w.id) && (contains(w.name, needle) || contains(w.url, needle)))
        .slice(0, limit)
        .map((w) => ({ kind: 'WEBSITE', id: w.id, label: w.name, detail: w.url }));
    },
  },
  {
    allowed: rules.canReadTranslations,
    find: async (ctx, _viewer, term, limit) =>
      (await listWords(ctx.callApi, { page: 1, limit, term })).items.map((w) => ({
        kind: 'TRANSLATION_KEY',
        id: w.id,
        label: w.key,
        detail: w.section?.title ?? null,
      })),
  },
  {
    allowed: (viewer) => rules.canReadLevel(rules.permissionLevel(viewer, 'CONFIGURATION_ICONS')),
    find: async (ctx, _viewer, term, limit) => {
      const needle = term.toLowerCase();
      // By name or slug ('soccer' finds football); the slugs are the second line.
      return (await listIcons(ctx.callApi))
        .map((icon) => ({ icon, slugs: readSlugs(icon) ?? [] }))
        .filter(({ icon, slugs }) => contains(icon.name, needle) || slugs.some((slug) => contains(slug, needle)))
        .slice(0, limit)
        .map(({ icon, slugs }) => ({ kind: 'ICON', id: icon.id, label: icon.name, detail: slugs.join(', ') || null }));
    },
  },
  {
    allowed: (viewer) => rules.canReadLevel(rules.permissionLevel(viewer, 'WEB_SITES_SEO_RULES')),
    find: findSeoRules,
  },
  {
    allowed: rules.canReadHelp,
    find: (ctx, viewer, term, limit) => listHelpPageMatches(ctx, viewer, term, limit),
  },
];
