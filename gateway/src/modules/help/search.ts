import * as rules from '../../access/permissions';
import type { SearchSource } from '../gateway-module';
import { readableHelpWebsites } from './access';
import { searchPages } from './client';

/**
 * Help pages in the command palette: one upstream search over the domains of the websites whose
 * help the viewer may read (their label or a title holds `term`), whatever the number of domains
 * or pages: the viewer's help permissions name the websites, so no domain or page list is read.
 */
export const helpSearch: SearchSource = {
  kind: 'HELP_PAGE',
  allowed: rules.canReadHelp,
  find: async (ctx, viewer, term, limit) => {
    const found = await searchPages(ctx.callApi, { term, websiteIds: readableHelpWebsites(viewer), page: 1, limit });
    const results = found.items.map((page) => ({
      kind: 'HELP_PAGE' as const,
      id: `${page.helpDomainId}:${page.id}`,
      label: page.label,
      detail: page.website?.name ?? null,
    }));
    return { results, total: found.totalItems };
  },
};
