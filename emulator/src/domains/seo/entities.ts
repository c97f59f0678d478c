// SEO targets (pages, sports, regions, leagues, casino categories, templates):
// lookups and the rule view every SEO answer uses. The lookup index is built once
// per store snapshot (the store replaces its data object on every write), so
// searches over thousands of entities stay a linear scan over prepared rows.
import type { StoreData } from '../../model';
import { SEO_ENTITY_TYPES, SEO_TARGET_TYPES, type SeoRule, type SeoTargetType } from '../../model-website';

export const EARLY_PAYOUT = 'earlyPayout';

export interface SeoTarget {
  type: SeoTargetType;
  id: number;
  name: string;
  sportId?: number;
  regionId?: number;
  sportName?: string;
  regionName?: string;
  /** Templates only: whose they are. */
  websiteId?: number;
  languageId?: number;
}

interface SeoIndex {
  targets: Map<string, SeoTarget>;
  /** Search rows (sports twice: plain and earlyPayout), names lower-cased once. */
  searchable: { target: SeoTarget; altCtx: string | null; filter: string; name: string; sport: string; region: string }[];
}

const cache = new WeakMap<Readonly<StoreData>, SeoIndex>();
const targetKey = (type: string, id: number) => `${type}:${id}`;

function build(data: Readonly<StoreData>): SeoIndex {
  const targets = new Map<string, SeoTarget>();
  const add = (target: SeoTarget) => targets.set(targetKey(target.type, target.id), target);
  const sports = new Map(data.sports.map((sport) => [sport.id, sport]));
  const regions = new Map(data.regions.map((region) => [region.id, region]));
  for (const page of data.seoPages) add({ type: 'page', id: page.id, name: page.name });
  for (const sport of data.sports) add({ type: 'sport', id: sport.id, name: sport.name, sportId: sport.id, sportName: sport.name });
  for (const region of data.regions) {
    add({
      type: 'region',
      id: region.id,
      name: region.name,
      sportId: region.sportId,
      regionId: region.id,
      sportName: sports.get(region.sportId)?.name,
      regionName: region.name,
    });
  }
  for (const league of data.leagues) {
    const region = regions.get(league.regionId);
    add({
      type: 'league',
      id: league.id,
      name: league.name,
      sportId: region?.sportId,
      regionId: league.regionId,
      sportName: region ? sports.get(region.sportId)?.name : undefined,
      regionName: region?.name,
    });
  }
  for (const category of data.casinoCategories) add({ type: 'casino-category', id: category.id, name: category.name });
  for (const template of data.seoTemplates) {
    add({ type: 'template', id: template.id, name: template.name, websiteId: template.websiteId, languageId: template.languageId });
  }
  const searchable: SeoIndex['searchable'] = [];
  for (const target of targets.values()) {
    if (target.type === 'casino-category' || target.type === 'template') continue;
    const row = {
      target,
      name: target.name.toLowerCase(),
      sport: (target.sportName ?? '').toLowerCase(),
      region: (target.regionName ?? '').toLowerCase(),
    };
    searchable.push({ ...row, altCtx: null, filter: target.type });
    if (target.type === 'sport') searchable.push({ ...row, altCtx: EARLY_PAYOUT, filter: `sport/${EARLY_PAYOUT}` });
  }
  return { targets, searchable };
}

export function seoIndex(data: Readonly<StoreData>): SeoIndex {
  let index = cache.get(data);
  if (!index) {
    index = build(data);
    cache.set(data, index);
  }
  return index;
}

export const isTargetType = (value: unknown): value is SeoTargetType =>
  typeof value === 'string' && (SEO_TARGET_TYPES as readonly string[]).includes(value);

/** The target, or undefined when it does not exist (a template of another website or language counts as missing). */
export function findTarget(
  data: Readonly<StoreData>,
  type: SeoTargetType,
  id: number,
  websiteId: number,
  languageId: number,
): SeoTarget | undefined {
  const target = seoIndex(data).targets.get(targetKey(type, id));
  if (target?.type === 'template' && (target.websiteId !== websiteId || target.languageId !== languageId)) return undefined;
  return target;
}

export const ruleKey = (type: string, entityId: number, altCtx: string | null) => `${type}:${entityId}:${altCtx ?? ''}`;

/** The rules of one website and language by `ruleKey`. */
export function rulesOf(data: Readonly<StoreData>, websiteId: number, languageId: number): Map<string, SeoRule> {
  const rules = new Map<string, SeoRule>();
  for (const rule of data.seoRules) {
    if (rule.websiteId === websiteId && rule.languageId === languageId)
      rules.set(ruleKey(rule.targetType, rule.entityId, rule.altCtx), rule);
  }
  return rules;
}

export function ruleView(target: SeoTarget, rule: SeoRule | undefined, websiteId: number, languageId: number, altCtx: string | null) {
  return {
    id: rule?.id ?? null,
    websiteId,
    onlineLanguageId: languageId,
    entityType: SEO_ENTITY_TYPES[target.type],
    entityId: target.id,
    altCtx: rule ? rule.altCtx : altCtx,
    translation: target.name,
    target: {
      id: target.id,
      type: target.type,
      name: target.name,
      ...(target.sportName !== undefined && target.type !== 'sport' ? { sportName: target.sportName } : {}),
      ...(target.regionName !== undefined && target.type === 'league' ? { regionName: target.regionName } : {}),
    },
    content: rule?.content ?? '',
    metaDescription: rule?.metaDescription ?? '',
    metaTitle: rule?.metaTitle ?? '',
    pageTitle: rule?.pageTitle ?? '',
    noindex: rule?.noindex ?? false,
  };
}

export type RuleView = ReturnType<typeof ruleView>;
