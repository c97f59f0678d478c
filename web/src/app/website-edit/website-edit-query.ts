import { graphql } from '../../gql';

/** The screen's one query: header, tabs and every setting (the configuration panels read them from the cache). */
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
    }
  }
`);
