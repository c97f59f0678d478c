import type { ConfigurationDefinition, ConfigurationTypeRecord } from '../../generated/schema-types';

/** A configuration type as listed: its `version` is the gateway's (graphql/audit/version-check), read from its name. */
export type ConfigurationTypeRecordModel = Omit<ConfigurationTypeRecord, 'version'>;

/** A setting's definition as listed or read by id: its `version` is the gateway's, read from its fields. */
export type ConfigurationDefinitionModel = Omit<ConfigurationDefinition, 'version'>;
