import type { HelpLink } from '../../generated/schema-types';

/** A help link as listed: its `version` is the gateway's (graphql/audit/version-check), read from its name and label. */
export type HelpLinkModel = Omit<HelpLink, 'version'>;
