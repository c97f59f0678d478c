import * as rules from '../../access/permissions';
import type { SearchSource } from '../gateway-module';
import { websiteLanguages } from '../../catalogue/translations';
import { websiteLoaders } from '../../catalogue/websites';
import { toSeoRule } from './mappers';
import { searchSeoRules } from './client';

// SEO rules in the command palette: the Content Edit search (3 characters at least, spec 001 §5)
// on the first few websites whose SEO rules the viewer may read, each in its default language.
// A rule opens its website's SEO tab with that search.

const MIN_TERM = 3;
const WEBSITES = 3;

/** `earlyPayout` → `early payout`. */
const contextWords = (altCtx: string) => altCtx.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

async function findSeoRules(...[ctx, viewer, term, limit]: Parameters<SearchSource['find']>): ReturnType<SearchSource['find']> {
  if (term.length < MIN_TERM) return { results: [], total: 0 };
  const websites = (await ctx.use(websiteLoaders).all())
    .filter((w) => rules.canReadLevel(rules.websiteAreaLevel(viewer, 'WEB_SITES_SEO_RULES', w.id)))
    .slice(0, WEBSITES);
  const found = await Promise.all(
    websites.map(async (website) => {
      const [language] = await websiteLanguages(website, ctx);
      if (!language) return [];
      const page = await searchSeoRules(ctx.callApi, { websiteId: website.id, languageId: language.id, term, page: 1 });
      return page.items.map((rule) => {
        const model = toSeoRule(rule, { websiteId: website.id, languageId: language.id });
        return {
          kind: 'SEO_RULE' as const,
          // The rule's own id last: each rule is its own result (the app reads the first two parts).
          id: `${website.id}:${language.code}:${model.id}`,
          label: model.name,
          // A sport has a rule of its own and one per alternative context (early payout): say which.
          detail: [website.name, model.entityType.toLowerCase(), model.altCtx && contextWords(model.altCtx)].filter(Boolean).join(' · '),
        };
      });
    }),
  );
  // Only the first websites were asked: how many match on the others is not known.
  return { results: found.flat().slice(0, limit), total: null };
}

export const seoSearch: SearchSource = {
  kind: 'SEO_RULE',
  allowed: (viewer) => rules.canReadLevel(rules.permissionLevel(viewer, 'WEB_SITES_SEO_RULES')),
  find: findSeoRules,
};
