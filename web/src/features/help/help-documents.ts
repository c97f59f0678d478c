import { graphql } from '../../gql';

// The categories query the pages and categories tabs and the cache writes (help-cache.ts) share.
// Each other document sits in the component that sends it; the fragments of a domain, a category
// and a page (what the lists show and the saves answer) in the form that edits them.

export const HelpCategoriesQuery = graphql(`
  query HelpCategories($domainId: ID!) {
    helpCategories(domainId: $domainId) {
      ...CategoryForm_category
    }
    # What a reorder of the categories is based on (issue 28).
    helpDomain(id: $domainId) {
      id
      categoryOrderVersion
    }
  }
`);

/**
 * One page whole, with its texts in every language: what the editor reads when a page opens (the
 * lists carry only names, issue 40), and again, fresh, for a conflict's Take theirs.
 */
export const HelpPageQuery = graphql(`
  query HelpPage($domainId: ID!, $id: ID!) {
    helpPage(domainId: $domainId, id: $id) {
      ...PageEditor_page
    }
  }
`);
