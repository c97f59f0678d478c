import type { Reverters } from '../../activity-log/reverter';
import { importRevert } from './import-revert';
import { keyOfId } from './mappers';

// Putting an SEO rule's texts back from Activity (issue 43), through saveSeoRule on the rule as it
// is now (its upstream id read again). A rule is never deleted from the back-office: no restore.

const ERRORS = 'userErrors { field message code }';

const RULE_ID = `query RevertSeoRuleId($websiteId: ID!, $languageId: ID!, $entityType: SeoEntityType!, $entityId: ID!, $altCtx: String) {
  seoRule(websiteId: $websiteId, languageId: $languageId, entityType: $entityType, entityId: $entityId, altCtx: $altCtx) { ruleId }
}`;

export const seoRevert: Reverters = {
  // importSeoRules: its entry keeps each rule it changed, as it was (import-rows.ts).
  SeoRules: { entry: importRevert },
  SeoRule: {
    update: async ({ id, target, version }, read) => {
      const key = keyOfId(id);
      const { seoRule } = await read<{ seoRule: { ruleId: string | null } }>(RULE_ID, { ...key });
      return {
        mutation: `mutation RevertSeoRule($input: SaveSeoRuleInput!) { write: saveSeoRule(input: $input) { ${ERRORS} } }`,
        variables: {
          input: {
            ...key,
            ruleId: seoRule.ruleId,
            metaTitle: target.metaTitle ?? '',
            metaDescription: target.metaDescription ?? '',
            pageTitle: target.pageTitle ?? '',
            content: target.content ?? '',
            noindex: target.noindex === 'true',
            baseVersion: version,
          },
        },
      };
    },
  },
};
