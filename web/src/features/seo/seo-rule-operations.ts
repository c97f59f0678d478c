import { graphql } from '../../gql';

/** The SEO rule modal's operations; the returned rule carries the listed row's id, so tables update from the cache. */
export const SeoRuleQuery = graphql(`
  query SeoRule($websiteId: ID!, $languageId: ID!, $entityType: SeoEntityType!, $entityId: ID!, $altCtx: String) {
    seoRule(websiteId: $websiteId, languageId: $languageId, entityType: $entityType, entityId: $entityId, altCtx: $altCtx) {
      ...SeoRuleEdit_seoRule
    }
  }
  fragment SeoRuleEdit_seoRule on SeoRule {
    id
    ruleId
    websiteId
    languageId
    entityType
    entityId
    altCtx
    name
    sportName
    regionName
    metaTitle
    metaDescription
    pageTitle
    content
    noindex
  }
`);

export const SaveSeoRuleMutation = graphql(`
  mutation SaveSeoRule($input: SaveSeoRuleInput!) {
    saveSeoRule(input: $input) {
      seoRule {
        ...SeoRuleEdit_seoRule
      }
      userErrors {
        field
        message
      }
    }
  }
`);
