import * as rules from '../../access/permissions';
import type { SearchSource } from '../gateway-module';
import type { SearchResult } from '../../generated/schema-types';
import { readableDomains } from './access';
import { listCategories } from './client';

/** Help pages of the domains the viewer may read whose label or a title matches `term`, at most `limit`. */
async function listHelpPageMatches(...[ctx, viewer, term, limit]: Parameters<SearchSource['find']>): Promise<SearchResult[]> {
  const needle = term.toLowerCase();
  const domains = await readableDomains(ctx, viewer);
  const perDomain = await Promise.all(
    domains.map(async (domain) => {
      const seen = new Set<string>();
      return (await listCategories(ctx.callApi, domain.id)).flatMap((category) =>
        (category.helpPageHelpCategory ?? []).flatMap(({ helpPage: page }) => {
          const matches =
            page.label.toLowerCase().includes(needle) || Object.values(page.pageTitle).some((t) => t.toLowerCase().includes(needle));
          if (!matches || seen.has(page.id)) return [];
          seen.add(page.id);
          return [{ kind: 'HELP_PAGE' as const, id: `${domain.id}:${page.id}`, label: page.label, detail: domain.website?.name ?? null }];
        }),
      );
    }),
  );
  return perDomain.flat().slice(0, limit);
}

export const helpSearch: SearchSource = { allowed: rules.canReadHelp, find: listHelpPageMatches };
