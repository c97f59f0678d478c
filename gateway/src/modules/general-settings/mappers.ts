import type { GeneralSettings } from '../../generated/schema-types';

/** The general configuration as read: its `version` is the gateway's (graphql/audit/version-check). */
export type GeneralSettingsModel = Omit<GeneralSettings, 'version'>;
