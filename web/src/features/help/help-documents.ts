import { graphql } from '../../gql';

// The help centre's documents several of its parts share: the fragments of a domain, a category
// and a page (what the lists show and the saves answer, so the cache holds them whole), and the
// categories query of the pages and categories tabs and the cache writes (help-cache.ts). Each
// other query and mutation sits in the component that sends it.

export const HelpDomainFieldsFragment = graphql(`
  fragment HelpDomainFields on HelpDomain {
    id
    version
    websiteId
    websiteName
    websiteUrl
    brandName
    logoUrl
    defaultLanguage
    languages {
      code
      isDefault
    }
    seo {
      language
      metaTitle
      metaTitlePrefix
      metaTitleSuffix
      metaDescription
      metaKeywords
      footerContent
    }
    linkIds
    headCode
    bodyCode
    footerCode
    viewerCanWrite
  }
`);

export const HelpCategoriesQuery = graphql(`
  query HelpCategories($domainId: ID!) {
    helpCategories(domainId: $domainId) {
      ...HelpCategoryFields
    }
  }
`);

/** What the categories list shows of a category; a save answers the same, so the cache holds it whole. */
export const HelpCategoryFieldsFragment = graphql(`
  fragment HelpCategoryFields on HelpCategory {
    id
    version
    label
    isActive
    iconUrl
    texts {
      language
      name
      description
      slug
    }
    pages {
      ...HelpPageFields
    }
  }
`);

export const HelpPageFieldsFragment = graphql(`
  fragment HelpPageFields on HelpPage {
    id
    version
    label
    pageType
    isVisibleOnWeb
    isVisibleOnMobile
    categoryIds
    activeLanguages
    texts {
      language
      title
      content
      slug
      metaTitle
      metaDescription
      metaKeywords
    }
  }
`);
