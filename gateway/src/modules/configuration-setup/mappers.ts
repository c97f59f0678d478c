import type { ConfigurationTypeRecord } from '../../generated/schema-types';

/** A configuration type as listed: its `version` is the gateway's (graphql/version-check), read from its name. */
export type ConfigurationTypeRecordModel = Omit<ConfigurationTypeRecord, 'version'>;
