import type { SaveSeoRuleInput } from '../../../gql/graphql';

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

const LABELS: Record<string, string> = {
  metaTitle: 'Meta Title',
  metaDescription: 'Meta Description',
  pageTitle: 'Page Title - H1',
  content: 'Content',
  noindex: 'Meta noindex',
};

/** How the form names a text of the rule (a conflict's field); null for what it does not show. */
export const seoFieldLabel = (field: string): string | null => LABELS[field] ?? null;

/** The user's value of a text, as a conflict shows it. */
export function seoFieldText(values: SeoRuleValues, field: string): string | null {
  if (!(field in LABELS)) return null;
  const value = values[field as keyof SeoRuleValues];
  return typeof value === 'boolean' ? String(value) : value;
}

/** The mutation input: a null ruleId makes the gateway create the rule; `baseVersion`, the rule as the form loaded it. */
export function toSaveInput(rule: SavableRule, values: SeoRuleValues, baseVersion: string | null = null): SaveSeoRuleInput {
  return {
    baseVersion,
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
