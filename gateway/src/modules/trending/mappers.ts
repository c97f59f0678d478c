import type { UpstreamWebsite } from '../../catalogue/websites';

// TrendingWebsite resolvers receive the website and the ids it shows; the sport's view is
// built in resolvers.ts from the service's maps (sport-configuration.ts).

export interface TrendingWebsiteModel {
  website: UpstreamWebsite;
  betshopId: string | null;
  templateIds: number[];
}

export interface TrendingSportConfigurationModel {
  sportId: number;
  templates: { id: number; name: string }[];
  websites: TrendingWebsiteModel[];
}
