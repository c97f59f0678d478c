import type { AuditSubject } from '../../activity-log';

// The general configuration is one record: Activity reads it before and after a save, so an
// update shows what was there (the API key masked, see activity-log/secret-fields).

const snapshot = `query AuditGeneralSettings($id: ID!) {
  entity: generalSettings { tinyMceApiKey }
}`;

export const generalSettingsActivity: Record<string, AuditSubject> = {
  updateGeneralSettings: { entity: 'GeneralSettings', id: () => 'general', snapshot, label: 'label' },
};
