import type { AuditSubject } from '../../activity-log';

// The general configuration is one record: Activity reads it before and after a save, so an
// update shows what was there (the API key masked: `@sensitive(lastFour: true)` in the schema).

const snapshot = `query AuditGeneralSettings($id: ID!) {
  entity: generalSettings { tinyMceApiKey }
}`;

export const generalSettingsActivity: Record<string, AuditSubject> = {
  updateGeneralSettings: { entity: 'GeneralSettings', id: () => 'general', snapshot, label: 'label' },
};
