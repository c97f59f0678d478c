import type { Reverters } from '../../activity-log/reverter';

// The general settings hold one secret, the TinyMCE API key: Activity keeps it masked (its last
// four characters), so a change of it cannot be written back (issue 43); the entry says so.

export const generalSettingsRevert: Reverters = {
  GeneralSettings: {
    cannotRevert: 'Activity keeps the API key masked (its last four characters only): enter the old key again in the general settings.',
  },
};
