import { graphql } from '../../gql';

/** What the configuration form needs of a setting; the edit screen spreads it in its one query. */
export const ConfigurationSettingFieldsFragment = graphql(`
  fragment ConfigurationSetting_fields on ConfigurationSetting {
    id
    settingId
    websiteId
    key
    label
    description
    sectionId
    subsectionId
    type
    typeName
    value
    defaultValue
    options {
      value
      label
    }
  }
`);

/** What the configuration tab reads of a website; the edit screen spreads it in its one query. */
export const WebsiteConfigurationFragment = graphql(`
  fragment WebsiteConfiguration_website on Website {
    id
    configurationVersion
    configurationSections {
      id
      name
      subsections {
        id
        name
        sectionId
      }
    }
    configurationSettings {
      ...ConfigurationSetting_fields
    }
  }
`);

/** The panel reads the settings the screen's query already put in the cache (no second request). */
export const WebsiteConfigurationSettingsQuery = graphql(`
  query WebsiteConfigurationSettings($id: ID!) {
    website(id: $id) {
      ...WebsiteConfiguration_website
    }
  }
`);

export const SaveWebsiteConfigurationMutation = graphql(`
  mutation SaveWebsiteConfiguration($input: SaveWebsiteConfigurationInput!) {
    saveWebsiteConfiguration(input: $input) {
      settings {
        ...ConfigurationSetting_fields
      }
      website {
        id
        configurationVersion
      }
      userErrors {
        ...UserErrors
      }
    }
  }
`);
