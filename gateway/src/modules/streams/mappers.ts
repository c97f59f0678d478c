import type { UpstreamWebsite } from '../../catalogue/websites';
import type { UpstreamFeedEvent } from './client';
import type { StreamEventModel as MergedStreamEvent } from './merge';

// StreamEvent resolvers receive the merged record (merge.ts); FeedEvent the service's row.

export type StreamEventModel = MergedStreamEvent;
export type FeedEventModel = UpstreamFeedEvent;

export interface StreamWebsiteExclusionsModel {
  website: UpstreamWebsite;
  imgArenaExcludedRegionIds: string[];
  infrontExcludedRegionIds: string[];
}

/** Its `version` is the gateway's (graphql/audit/version-check). */
export interface StreamConfigurationModel {
  imgArenaSimilarity: number;
  infrontSimilarity: number;
  websites: StreamWebsiteExclusionsModel[];
}
