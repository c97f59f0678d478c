// The help centre's GraphQL documents and inputs its integration tests share.

export const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

export const DOMAINS =
  '{ helpDomains { id websiteId websiteName brandName logoUrl defaultLanguage languages { code isDefault } seo { language metaTitle } linkIds viewerCanWrite } }';
export const CATEGORIES = `query($d: ID!) { helpCategories(domainId: $d) { id label isActive iconUrl texts { language name slug }
  pages { id label activeLanguages } } }`;
export const PAGE = `query($d: ID!, $id: ID!) { helpPage(domainId: $d, id: $id) { id label activeLanguages categoryIds pageType
  texts { language title slug content } } }`;
export const HISTORY =
  'query($d: ID!) { helpHistory(domainId: $d) { page pageCount items { id title action message userEmail before after changes { key from to } } } }';
export const CREATE_DOMAIN = `mutation($input: HelpDomainInput!, $comment: String) { createHelpDomain(input: $input, comment: $comment) {
  domain { id websiteId logoUrl languages { code isDefault } seo { language metaTitle footerContent } linkIds } userErrors { field message } } }`;
export const CREATE_CATEGORY = `mutation($d: ID!, $input: HelpCategoryInput!, $comment: String) { createHelpCategory(domainId: $d, input: $input, comment: $comment) {
  category { id label iconUrl texts { language name slug } } userErrors { field message } } }`;

export const domainInput = (websiteId: string, extra: Record<string, unknown> = {}) => ({
  websiteId,
  brandName: 'Golden Goal',
  languages: ['en'],
  defaultLanguage: 'en',
  seo: [
    {
      language: 'en',
      metaTitle: 'Help',
      metaTitlePrefix: '',
      metaTitleSuffix: ' | GG',
      metaDescription: 'd',
      metaKeywords: 'k',
      footerContent: '<p>Hi</p><script>x()</script>',
    },
  ],
  linkIds: ['1'],
  headCode: '',
  bodyCode: '',
  footerCode: '',
  ...extra,
});
