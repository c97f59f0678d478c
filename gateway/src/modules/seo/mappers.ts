import type { SeoEntityType } from '../../generated/schema-types';
import type { UpstreamSeoRule } from './client';
import { sanitizeSeoHtml } from '../../catalogue/rich-text';

/** What SeoRule resolvers receive: the rule already in the schema's shape (its `version` is the gateway's, graphql/audit/version-check). */
export interface SeoRuleModel {
  id: string;
  ruleId: string | null;
  websiteId: string;
  languageId: string;
  entityType: SeoEntityType;
  entityId: string;
  altCtx: string | null;
  name: string;
  sportName: string | null;
  regionName: string | null;
  metaTitle: string;
  metaDescription: string;
  pageTitle: string;
  content: string;
  noindex: boolean;
}

/** Upstream entity class names, `target.type` (also the path segment) and the schema's enum. */
const TYPES: { entity: string; target: string; type: SeoEntityType }[] = [
  { entity: 'SeoPageEntity', target: 'page', type: 'PAGE' },
  { entity: 'SportEntity', target: 'sport', type: 'SPORT' },
  { entity: 'RegionEntity', target: 'region', type: 'REGION' },
  { entity: 'LeagueEntity', target: 'league', type: 'LEAGUE' },
  { entity: 'CasinoCategoryEntity', target: 'casino-category', type: 'CASINO_CATEGORY' },
  { entity: 'SeoTemplateEntity', target: 'template', type: 'TEMPLATE' },
];

export function targetType(type: SeoEntityType): string {
  return TYPES.find((t) => t.type === type)!.target;
}

export function entityTypeOf(entityType: string | null | undefined, target: string | null | undefined): SeoEntityType | null {
  return TYPES.find((t) => t.entity === entityType || t.target === target)?.type ?? null;
}

/** The key of one entity's rule; the same whether or not the rule exists yet. */
export interface SeoRuleKey {
  websiteId: string;
  languageId: string;
  entityType: SeoEntityType;
  entityId: string;
  altCtx?: string | null;
}

export function seoRuleId(k: SeoRuleKey): string {
  return `${k.websiteId}:${k.languageId}:${k.entityType}:${k.entityId}:${k.altCtx ?? ''}`;
}

/** The key `seoRuleId` wrote (its parts hold no colon but the last, an alternative context, may). */
export function keyOfId(id: string): SeoRuleKey {
  const [websiteId = '', languageId = '', entityType = '', entityId = '', ...altCtx] = id.split(':');
  return { websiteId, languageId, entityType: entityType as SeoEntityType, entityId, altCtx: altCtx.join(':') || null };
}

/** A rule that does not exist (yet): what the modal shows for create. */
export function emptySeoRule(k: SeoRuleKey, name = ''): SeoRuleModel {
  const altCtx = k.altCtx || null;
  return {
    id: seoRuleId({ ...k, altCtx }),
    ruleId: null,
    websiteId: k.websiteId,
    languageId: k.languageId,
    entityType: k.entityType,
    entityId: k.entityId,
    altCtx,
    name,
    sportName: null,
    regionName: null,
    metaTitle: '',
    metaDescription: '',
    pageTitle: '',
    content: '',
    noindex: false,
  };
}

/**
 * The upstream rule; `fallback` fills what a thin answer leaves out (the
 * website and language of the request, the entity the caller asked for).
 */
export function toSeoRule(r: UpstreamSeoRule, fallback: Partial<SeoRuleKey> & { websiteId: string; languageId: string }): SeoRuleModel {
  const entityType = entityTypeOf(r.entityType, r.target?.type) ?? fallback.entityType ?? 'PAGE';
  const key: SeoRuleKey = {
    websiteId: r.websiteId ?? fallback.websiteId,
    languageId: r.onlineLanguageId ?? fallback.languageId,
    entityType,
    entityId: r.entityId ?? r.target?.id ?? fallback.entityId ?? '',
    altCtx: r.altCtx || fallback.altCtx || null,
  };
  return {
    ...emptySeoRule(key, r.translation ?? r.target?.name ?? ''),
    ruleId: r.id,
    sportName: r.target?.sportName ?? null,
    regionName: r.target?.regionName ?? null,
    metaTitle: r.metaTitle,
    metaDescription: r.metaDescription,
    pageTitle: r.pageTitle,
    content: sanitizeSeoHtml(r.content),
    noindex: r.noindex,
  };
}
