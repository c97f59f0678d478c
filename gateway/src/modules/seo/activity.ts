import type { AuditSubject } from '../../activity-log';
import { keyOfId, seoRuleId, type SeoRuleKey } from './mappers';

// How the Activity screen reads one entity's SEO rule before and after a save: its texts, named
// by the entity. A rule is the same record before it exists upstream (its id is the entity's key,
// `ruleId` comes with the first save), so a create and an update are one history, and two
// people writing the first texts of a rule meet as a conflict, not as two rules.

const snapshot = `query AuditSeoRule($websiteId: ID!, $languageId: ID!, $entityType: SeoEntityType!, $entityId: ID!, $altCtx: String) {
  entity: seoRule(websiteId: $websiteId, languageId: $languageId, entityType: $entityType, entityId: $entityId, altCtx: $altCtx) {
    name metaTitle metaDescription pageTitle content noindex
  }
}`;

const keyOf = (args: Record<string, unknown>): SeoRuleKey => {
  const input = (args.input ?? {}) as SeoRuleKey;
  return {
    websiteId: input.websiteId,
    languageId: input.languageId,
    entityType: input.entityType,
    entityId: input.entityId,
    altCtx: input.altCtx || null,
  };
};

export const seoActivity: Record<string, AuditSubject> = {
  saveSeoRule: {
    entity: 'SeoRule',
    id: (args) => seoRuleId(keyOf(args)),
    snapshot,
    label: 'name',
    variables: (args) => ({ ...keyOf(args) }),
    argsOfId: (id) => ({ input: keyOfId(id) }),
    // A save sends every text; the entity's name is not its to write.
    writes: () => ['metaTitle', 'metaDescription', 'pageTitle', 'content', 'noindex'],
  },
};
