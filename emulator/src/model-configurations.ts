// The Configurations screen's upstream data (spec 001 §2.3–2.8): general key/value entries,
// the big jackpot configuration and its running round, icon links, help domain links.
// Custom pages are the custom `seoPages`; casino categories come from `casinoCategories`.

export interface GeneralConfigurationEntry {
  key: string;
  value: string;
}

export interface BigJackpotRecord {
  id: number;
  startValue: number;
  maxValue: number;
  timeRange: number;
  /** As the upstream stores it: a JSON string of [{name, bigJackpotValueFrom, bigJackpotValueTo}]. */
  currencyRanges: string;
}

/** The jackpot service's running round: finishing it starts the next one. */
export interface JackpotRound {
  round: number;
  startedAt: string;
}

export interface IconLink {
  id: number;
  name: string;
  /** A JSON string of an array of slugs, as the upstream stores it. */
  slugNames: string;
}

export interface HelpLink {
  id: number;
  name: string;
  label: string;
}

export interface ConfigurationCollections {
  generalConfiguration: GeneralConfigurationEntry[];
  /** Null until the first save (the screen then creates it with POST). */
  bigJackpot: BigJackpotRecord | null;
  jackpotRound: JackpotRound;
  iconLinks: IconLink[];
  helpLinks: HelpLink[];
}
