import type { UpstreamWebsite } from '../../catalogue/websites';

/** What Website resolvers receive: the validated upstream website. */
export type WebsiteModel = UpstreamWebsite;
