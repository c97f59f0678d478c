import { graphql } from '../../gql';

/** The screen's one query: header, tabs, every setting and the SEO tab's website fields (the panels read them from the cache). */
export const WebsiteEditQuery = graphql(`
  query WebsiteEdit($id: ID!) {
    website(id: $id) {
      id
      name
      languages {
        id
        code
        name
      }
      viewerConfigurationLevel
      viewerSeoLevel
      viewerTooltipsLevel
      ...WebsiteConfiguration_website
      ...SeoPanel_website
    }
  }
`);
