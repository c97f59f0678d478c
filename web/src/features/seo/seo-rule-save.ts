import type { SaveSeoRuleInput } from '../../gql/graphql';

export interface SeoRuleValues {
  metaTitle: string;
  metaDescription: string;
  pageTitle: string;
  content: string;
  noindex: boolean;
}

interface SavableRule {
  ruleId: string | null;
  websiteId: string;
  languageId: string;
  entityType: SaveSeoRuleInput['entityType'];
  entityId: string;
  altCtx: string | null;
}

export type SaveMode = 'Create' | 'Update';

/** Spec 001 §4: Create when the rule has no id yet (or failed to load), Update otherwise. */
export function saveMode(ruleId: string | null | undefined): SaveMode {
  return ruleId ? 'Update' : 'Create';
}

/** The mutation input: a null ruleId makes the gateway create the rule. */
export function toSaveInput(rule: SavableRule, values: SeoRuleValues): SaveSeoRuleInput {
  return {
    ruleId: rule.ruleId || null,
    websiteId: rule.websiteId,
    languageId: rule.languageId,
    entityType: rule.entityType,
    entityId: rule.entityId,
    altCtx: rule.altCtx,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    pageTitle: values.pageTitle,
    content: values.content,
    noindex: values.noindex,
  };
}
