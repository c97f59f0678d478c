import type { CustomPage } from '../../generated/schema-types';

/** A custom page as listed: its `version` is the gateway's (graphql/audit/version-check), read from its name. */
export type CustomPageModel = Omit<CustomPage, 'version'>;
