import { ALL_SPORTS, sportName } from '../../sports';

// The trending screen offers the whole catalogue; Basketball when no sport is given (spec 001 §9).

export const DEFAULT_TRENDING_SPORT_ID = 55;
export const TRENDING_SPORTS = ALL_SPORTS;
export const trendingSportName = sportName;
