import { graphql } from '../../gql';

// The help centre's queries and fragments (schema/help.graphql), shared by its tabs.

export const HelpDomainsQuery = graphql(`
  query HelpDomains {
    viewer {
      id
      isAdmin
    }
    helpDomains {
      ...HelpDomainFields
    }
  }
`);

export const HelpDomainFieldsFragment = graphql(`
  fragment HelpDomainFields on HelpDomain {
    id
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

export const HelpDomainFormOptionsQuery = graphql(`
  query HelpDomainFormOptions {
    helpWebsiteOptions {
      id
      name
      languages
      defaultLanguage
      domainId
    }
    helpDomainLinkOptions {
      id
      name
      label
    }
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

export const HelpHistoryQuery = graphql(`
  query HelpHistory($domainId: ID!, $page: Int!, $search: String) {
    helpHistory(domainId: $domainId, page: $page, search: $search) {
      page
      pageCount
      items {
        id
        title
        action
        message
        userEmail
        performedAt
        before
        after
        changes {
          key
          from
          to
        }
      }
    }
  }
`);

export const HelpContactQuery = graphql(`
  query HelpContact($domainId: ID!) {
    helpContactSection(domainId: $domainId) {
      id
      texts {
        language
        text
      }
    }
    helpContactForm(domainId: $domainId) {
      id
      texts {
        language
        text
      }
    }
  }
`);
