// Spec 001 §7 "SEO": sports and regions, the Content Edit search (10 a page),
// templates, one entity's rule, create and update. Export/import: routes/seo-csv.ts.
import type { EmulatorDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { idParam, type Router } from '../../http/router';
import { toId, Validator } from '../../http/validation';
import type { StoreData } from '../../model';
import { SEO_ENTITY_TYPES, type SeoRule } from '../../model-website';
import { EARLY_PAYOUT, findTarget, isTargetType, ruleKey, rulesOf, ruleView, seoIndex, type SeoTarget } from './entities';
import { registerSeoRuleWriteRoutes } from './rule-write';

export const SEO_PAGE_SIZE = 10;
const FILTERS = ['sport', `sport/${EARLY_PAYOUT}`, 'region', 'league', 'page'] as const;
const SORT_COLUMNS = ['translation', 'entityType', 'metaTitle', 'pageTitle'] as const;

/** 404s for an unknown website or language, shared by every SEO route. */
export function assertWebsiteAndLanguage(data: Readonly<StoreData>, websiteId: number | null, languageId: number | null): void {
  if (websiteId === null || !data.websites.some((website) => website.id === websiteId)) throw notFound('Website not found');
  if (languageId === null || !data.languages.some((language) => language.id === languageId)) throw notFound('Language not found');
}

type SortColumn = (typeof SORT_COLUMNS)[number];

/** A search hit before its view is built: only the page's hits become views. */
interface Hit {
  target: SeoTarget;
  altCtx: string | null;
  rule: SeoRule | undefined;
  sortKey: string;
}

function sortKey(target: SeoTarget, rule: SeoRule | undefined, column: SortColumn): string {
  if (column === 'entityType') return SEO_ENTITY_TYPES[target.type];
  if (column === 'translation') return target.name.toLowerCase();
  return (rule?.[column] ?? '').toLowerCase();
}

// Plain comparisons (not localeCompare): thousands of hits sort in a few milliseconds.
const compareHits = (a: Hit, b: Hit): number =>
  (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0) ||
  (a.target.type < b.target.type ? -1 : a.target.type > b.target.type ? 1 : 0) ||
  a.target.id - b.target.id ||
  (a.altCtx ?? '').localeCompare(b.altCtx ?? '');

export function registerSeoRoutes(router: Router, deps: EmulatorDeps): void {
  const { store } = deps;

  router.add('GET', '/sports', () => ({ status: 200, body: { items: store.read().sports.map(({ id, name }) => ({ id, name })) } }));

  router.add('GET', '/sports/:sportId/regions', (ctx) => {
    const sportId = idParam(ctx, 'sportId');
    const data = store.read();
    if (sportId === null || !data.sports.some((sport) => sport.id === sportId)) throw notFound('Sport not found');
    return {
      status: 200,
      body: { items: data.regions.filter((region) => region.sportId === sportId).map(({ id, name }) => ({ id, name, sportId })) },
    };
  });

  router.add('GET', '/seo-rules/language/:languageId/search', (ctx) => {
    const query = Object.fromEntries(ctx.query);
    const templates = query.templates === 'true';
    const validator = new Validator(query);
    validator.notEmpty('websiteId');
    if (query.websiteId) validator.id('websiteId');
    if (!templates) validator.notEmpty('term');
    if (validator.has('filter') && query.filter !== '') validator.isIn('filter', FILTERS);
    if (validator.has('sortColumn')) validator.isIn('sortColumn', SORT_COLUMNS);
    const direction = (query.sortDirection ?? 'ASC').toUpperCase();
    validator.custom(
      'sortDirection',
      direction === 'ASC' || direction === 'DESC',
      'isIn',
      'sortDirection must be one of the following values: ASC, DESC',
    );
    const page = query.page === undefined || query.page === '' ? 1 : Number(query.page);
    validator.custom('page', Number.isInteger(page) && page >= 1, 'isInt', 'page must be an integer number');
    if (validator.has('defaultLanguageId') && query.defaultLanguageId !== '') validator.id('defaultLanguageId');
    validator.check();
    const websiteId = toId(query.websiteId)!;
    const languageId = idParam(ctx, 'languageId');
    const data = store.read();
    assertWebsiteAndLanguage(data, websiteId, languageId);
    const rules = rulesOf(data, websiteId, languageId!);

    if (templates) {
      const rows = data.seoTemplates
        .filter((template) => template.websiteId === websiteId && template.languageId === languageId)
        .map((template) => findTarget(data, 'template', template.id, websiteId, languageId!)!)
        .map((target) => ruleView(target, rules.get(ruleKey('template', target.id, null)), websiteId, languageId!, null));
      return { status: 200, body: rows.sort((a, b) => a.translation.localeCompare(b.translation) || a.entityId - b.entityId) };
    }

    const term = query.term!.toLowerCase();
    const sport = (query.sport ?? '').toLowerCase();
    const region = (query.region ?? '').toLowerCase();
    const filter = query.filter || null;
    const column = (query.sortColumn as SortColumn | undefined) ?? 'translation';
    const hits: Hit[] = [];
    for (const row of seoIndex(data).searchable) {
      if (filter !== null && row.filter !== filter) continue;
      if (!row.name.includes(term)) continue;
      if (sport !== '' && !row.sport.includes(sport)) continue;
      if (region !== '' && !row.region.includes(region)) continue;
      const rule = rules.get(ruleKey(row.target.type, row.target.id, row.altCtx));
      hits.push({ target: row.target, altCtx: row.altCtx, rule, sortKey: sortKey(row.target, rule, column) });
    }
    hits.sort(compareHits);
    if (direction === 'DESC') hits.reverse();
    const start = (page - 1) * SEO_PAGE_SIZE;
    const items = hits.slice(start, start + SEO_PAGE_SIZE).map((hit) => ruleView(hit.target, hit.rule, websiteId, languageId!, hit.altCtx));
    return {
      status: 200,
      body: { items, pageCount: Math.ceil(hits.length / SEO_PAGE_SIZE) },
    };
  });

  router.add('GET', '/seo-rules/websiteId/:websiteId/language/:languageId/type/:entityType/:entityId', (ctx) => {
    const websiteId = idParam(ctx, 'websiteId');
    const languageId = idParam(ctx, 'languageId');
    const entityId = idParam(ctx, 'entityId');
    const data = store.read();
    assertWebsiteAndLanguage(data, websiteId, languageId);
    const type = ctx.params.entityType;
    const target = isTargetType(type) && entityId !== null ? findTarget(data, type, entityId, websiteId!, languageId!) : undefined;
    if (!target) throw notFound('SEO entity not found');
    const altCtx = ctx.query.get('altCtx') || null;
    const rule = rulesOf(data, websiteId!, languageId!).get(ruleKey(target.type, target.id, altCtx));
    return { status: 200, body: ruleView(target, rule, websiteId!, languageId!, altCtx) };
  });

  registerSeoRuleWriteRoutes(router, deps);
}
