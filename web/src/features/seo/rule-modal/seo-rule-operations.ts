import { graphql } from '../../../gql';

/**
 * The SEO rule modal's operations. The rule carries the listed row's id and
 * every field the row shows, so tables update from the cache after a save.
 */
export const SeoRuleQuery = graphql(`
  query SeoRule($websiteId: ID!, $languageId: ID!, $entityType: SeoEntityType!, $entityId: ID!, $altCtx: String) {
    seoRule(websiteId: $websiteId, languageId: $languageId, entityType: $entityType, entityId: $entityId, altCtx: $altCtx) {
      ...SeoRuleEdit_seoRule
    }
  }
  fragment SeoRuleEdit_seoRule on SeoRule {
    ...SeoRuleRow_seoRule
    websiteId
    metaDescription
    content
    noindex
    version
  }
`);

export const SaveSeoRuleMutation = graphql(`
  mutation SaveSeoRule($input: SaveSeoRuleInput!) {
    saveSeoRule(input: $input) {
      seoRule {
        ...SeoRuleEdit_seoRule
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);
