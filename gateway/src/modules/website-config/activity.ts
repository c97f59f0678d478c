import { inputId, type AuditSubject } from '../../activity-log';

// How the Activity screen reads a website's configuration before and after a save: each
// setting's value under its id. A save writes only the settings it lists, so two people saving
// different settings of one website both keep their change (issue 28); the version is
// `Website.configurationVersion`.

const snapshot = `query AuditWebsiteConfiguration($id: ID!) {
  entity: website(id: $id) { configurationSettings { key: settingId value } }
}`;

const settingsOf = (args: Record<string, unknown>) => {
  const values = (args.input as { values?: { settingId: string }[] } | undefined)?.values ?? [];
  return values.map((value) => `configurationSettings.${value.settingId}`);
};

export const websiteConfigActivity: Record<string, AuditSubject> = {
  saveWebsiteConfiguration: {
    entity: 'WebsiteConfiguration',
    id: inputId('websiteId'),
    snapshot,
    // No label: the website's name is not part of its configuration's version (a rename is not a configuration change).
    label: 'name',
    writes: settingsOf,
    version: { type: 'Website', field: 'configurationVersion' },
  },
};
