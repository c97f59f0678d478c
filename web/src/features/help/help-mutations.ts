import { graphql } from '../../gql';

// The help centre's mutations (schema/help.graphql). A save is one document for create and
// update (`$create` picks the field); a create passes id '0', which the skipped update field
// never reads.

export const SaveHelpDomainMutation = graphql(`
  mutation SaveHelpDomain($id: ID!, $create: Boolean!, $input: HelpDomainInput!, $comment: String) {
    createHelpDomain(input: $input, comment: $comment) @include(if: $create) {
      domain {
        ...HelpDomainFields
      }
      userErrors {
        ...UserErrors
      }
    }
    updateHelpDomain(id: $id, input: $input, comment: $comment) @skip(if: $create) {
      domain {
        ...HelpDomainFields
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const DeleteHelpDomainMutation = graphql(`
  mutation DeleteHelpDomain($id: ID!, $comment: String) {
    deleteHelpDomain(id: $id, comment: $comment) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const SaveHelpCategoryMutation = graphql(`
  mutation SaveHelpCategory($domainId: ID!, $id: ID!, $create: Boolean!, $input: HelpCategoryInput!, $comment: String) {
    createHelpCategory(domainId: $domainId, input: $input, comment: $comment) @include(if: $create) {
      category {
        ...HelpCategoryFields
      }
      userErrors {
        ...UserErrors
      }
    }
    updateHelpCategory(domainId: $domainId, id: $id, input: $input, comment: $comment) @skip(if: $create) {
      category {
        ...HelpCategoryFields
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const DeleteHelpCategoryMutation = graphql(`
  mutation DeleteHelpCategory($domainId: ID!, $id: ID!, $comment: String) {
    deleteHelpCategory(domainId: $domainId, id: $id, comment: $comment) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const ReorderHelpCategoriesMutation = graphql(`
  mutation ReorderHelpCategories($domainId: ID!, $categoryIds: [ID!]!, $comment: String) {
    reorderHelpCategories(domainId: $domainId, categoryIds: $categoryIds, comment: $comment) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const SaveHelpPageMutation = graphql(`
  mutation SaveHelpPage($domainId: ID!, $id: ID!, $create: Boolean!, $input: HelpPageInput!, $comment: String) {
    createHelpPage(domainId: $domainId, input: $input, comment: $comment) @include(if: $create) {
      page {
        ...HelpPageFields
      }
      userErrors {
        ...UserErrors
      }
    }
    updateHelpPage(domainId: $domainId, id: $id, input: $input, comment: $comment) @skip(if: $create) {
      page {
        ...HelpPageFields
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const DeleteHelpPageMutation = graphql(`
  mutation DeleteHelpPage($domainId: ID!, $id: ID!, $comment: String) {
    deleteHelpPage(domainId: $domainId, id: $id, comment: $comment) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const DuplicateHelpPageMutation = graphql(`
  mutation DuplicateHelpPage($domainId: ID!, $id: ID!, $comment: String) {
    duplicateHelpPage(domainId: $domainId, id: $id, comment: $comment) {
      page {
        id
        label
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const ReorderHelpPagesMutation = graphql(`
  mutation ReorderHelpPages($domainId: ID!, $categoryId: ID!, $pageIds: [ID!]!, $comment: String) {
    reorderHelpPages(domainId: $domainId, categoryId: $categoryId, pageIds: $pageIds, comment: $comment) {
      id
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const SaveHelpContactSectionMutation = graphql(`
  mutation SaveHelpContactSection($domainId: ID!, $texts: [HelpTextInput!]!, $comment: String) {
    saveHelpContactSection(domainId: $domainId, texts: $texts, comment: $comment) {
      content {
        id
        texts {
          language
          text
        }
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);

export const SaveHelpContactFormMutation = graphql(`
  mutation SaveHelpContactForm($domainId: ID!, $texts: [HelpTextInput!]!, $comment: String) {
    saveHelpContactForm(domainId: $domainId, texts: $texts, comment: $comment) {
      content {
        id
        texts {
          language
          text
        }
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);
