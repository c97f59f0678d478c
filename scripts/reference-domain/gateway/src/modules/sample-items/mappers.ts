import type { UpstreamSampleItem } from './client';

/** What SampleItem resolvers receive: the validated upstream record. */
export type SampleItemModel = UpstreamSampleItem;
