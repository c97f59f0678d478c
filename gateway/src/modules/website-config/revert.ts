import type { Reverters } from '../../activity-log/reverter';

// Putting a website's configuration back from Activity (issue 43): the settings the entry changed
// (no others: a save writes only those it lists), through saveWebsiteConfiguration. A structured
// setting (a list of items) is held by Activity item by item and is refused: edit it on the screen.

const ERRORS = 'userErrors { field message code }';
const PREFIX = 'configurationSettings.';

export const websiteConfigRevert: Reverters = {
  // uploadConfigurationImage, deleteConfigurationImage: the upstream keeps no image it replaced or deleted.
  ConfigurationImage: {
    cannotUndo: 'The upstream does not keep an image it replaced or deleted: upload it again on the configuration screen.',
  },
  WebsiteConfiguration: {
    update: ({ id, target, fields, version }) => {
      const settings = fields.map((field) => field.slice(PREFIX.length));
      if (settings.some((setting) => setting.includes('.')))
        return 'A structured setting is kept item by item in Activity and cannot be written back whole: edit it on the configuration screen.';
      return {
        mutation: `mutation RevertWebsiteConfiguration($input: SaveWebsiteConfigurationInput!) {
          write: saveWebsiteConfiguration(input: $input) { ${ERRORS} }
        }`,
        variables: {
          input: {
            websiteId: id,
            values: settings.map((settingId) => ({ settingId, value: target[`${PREFIX}${settingId}`] ?? null })),
            baseVersion: version,
          },
        },
      };
    },
  },
};
