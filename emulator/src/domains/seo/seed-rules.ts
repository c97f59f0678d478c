// Seeded SEO templates (per website and language) and rules. Website 1 English
// has rules for Football, Premier League and the home page, plus Football's
// earlyPayout rule; the other websites have a few rules each.
import type { SeoRule, SeoTargetType, SeoTemplate } from '../../model-website';
import { leagueId, regionId } from './seed';

/** websiteId → language ids the website uses (market default + additional online languages). */
const WEBSITE_LANGUAGES: Record<number, number[]> = { 1: [1, 2, 3], 2: [1, 4], 3: [1], 4: [1, 2], 5: [1, 4] };
const TEMPLATE_NAMES = ['Sport template', 'League template', 'Region template', 'Page template'];

export function buildSeoTemplates(): SeoTemplate[] {
  const templates: SeoTemplate[] = [];
  for (const [website, languageIds] of Object.entries(WEBSITE_LANGUAGES)) {
    const websiteId = Number(website);
    for (const languageId of languageIds) {
      // Websites 1 and 4 have all four templates, the others three.
      const names = websiteId === 1 || websiteId === 4 ? TEMPLATE_NAMES : TEMPLATE_NAMES.slice(0, 3);
      for (const name of names) templates.push({ id: templates.length + 1, name, websiteId, languageId });
    }
  }
  return templates;
}

type RuleSeed = [
  websiteId: number,
  languageId: number,
  type: SeoTargetType,
  entityId: number,
  altCtx: string | null,
  name: string,
  noindex?: boolean,
];

function ruleSeeds(templates: SeoTemplate[]): RuleSeed[] {
  const template = (websiteId: number, languageId: number, name: string) =>
    templates.find((row) => row.websiteId === websiteId && row.languageId === languageId && row.name === name)!.id;
  return [
    [1, 1, 'sport', 58, null, 'Football'],
    [1, 1, 'sport', 58, 'earlyPayout', 'Football early payout'],
    [1, 1, 'league', leagueId(58, 'England', 'Premier League'), null, 'Premier League'],
    [1, 1, 'region', regionId(58, 'England'), null, 'England football'],
    [1, 1, 'page', 1, null, 'Home'],
    [1, 1, 'page', 3, null, 'Promotions'],
    [1, 1, 'sport', 56, null, 'Tennis'],
    [1, 1, 'template', template(1, 1, 'Sport template'), null, 'Sport template'],
    [1, 1, 'template', template(1, 1, 'League template'), null, 'League template'],
    [1, 2, 'sport', 58, null, 'Fußball'],
    [1, 2, 'page', 1, null, 'Startseite'],
    [1, 2, 'template', template(1, 2, 'Sport template'), null, 'Sportvorlage'],
    [1, 3, 'sport', 58, null, 'Football (FR)'],
    [2, 1, 'sport', 58, null, 'Football'],
    [2, 1, 'league', leagueId(58, 'Serbia', 'Super Liga'), null, 'Super Liga'],
    [2, 1, 'page', 7, null, 'Responsible gaming', true],
    [2, 4, 'sport', 58, null, 'Fudbal'],
    [3, 1, 'page', 1, null, 'Home'],
    [4, 1, 'league', leagueId(58, 'Germany', 'Bundesliga'), null, 'Bundesliga'],
    [4, 2, 'league', leagueId(58, 'Germany', 'Bundesliga'), null, 'Bundesliga (DE)'],
    [4, 1, 'sport', 60, 'earlyPayout', 'Ice Hockey early payout'],
    [5, 1, 'sport', 55, null, 'Basketball'],
  ];
}

/** A seeded rule's texts about `name`; `more` is HTML put after the content's first paragraph. */
export function seoRuleTexts(name: string, more = ''): Pick<SeoRule, 'metaTitle' | 'metaDescription' | 'pageTitle' | 'content'> {
  return {
    metaTitle: `${name} | Betting odds`,
    metaDescription: `Best ${name} odds, live scores and results.`,
    pageTitle: `${name} betting`,
    content:
      `<h2>${name}</h2><p>Bet on ${name} with the best odds.</p>${more}` +
      `<p><a class="seo-button seo-button--primary" href="/sports" target="_self">Bet now</a></p>`,
  };
}

export function buildSeoRules(templates: SeoTemplate[]): SeoRule[] {
  return ruleSeeds(templates).map(([websiteId, languageId, targetType, entityId, altCtx, name, noindex], index) => ({
    id: index + 1,
    websiteId,
    languageId,
    targetType,
    entityId,
    altCtx,
    ...seoRuleTexts(name),
    noindex: noindex ?? false,
  }));
}
