// The trending service's data (spec 001 §2.12, §3): game templates per sport and the
// stored configuration, markets keyed by betshop id then sport id, templates by sport id.

export interface MarketTemplate {
  gameTemplateId: number;
  gameTemplateName: string;
}

export interface TrendingRecord {
  markets: Record<string, Record<string, number[]>>;
  templates: Record<string, number[]>;
}

const MARKET_NAMES = [
  'Match Winner',
  'Double Chance',
  'Draw No Bet',
  'Total Over/Under',
  'Handicap',
  'Asian Handicap',
  'First Half Winner',
  'Second Half Winner',
  'Half Time / Full Time',
  'Both Teams To Score',
  'Correct Score',
  'Odd/Even',
  'First To Score',
  'Last To Score',
  'Winning Margin',
  'Total Home',
  'Total Away',
  'Highest Scoring Half',
  'Period Winner',
  'Race To 10',
  'Set Winner',
  'Exact Total',
  'Clean Sheet',
  'Win To Nil',
  'Player Specials',
];

/** A sport's game templates: ids `{sportId}{two digits}`, so every sport's are distinct. */
export function templatesOfSport(sportId: number): MarketTemplate[] {
  return MARKET_NAMES.map((name, index) => ({ gameTemplateId: sportId * 100 + index + 1, gameTemplateName: name }));
}

export function seedTrending(): TrendingRecord {
  return {
    templates: { '55': [5501, 5504, 5505], '58': [5801, 5802, 5810] },
    markets: {
      '1': { '55': [5501, 5504], '58': [5801, 5802, 5810] },
      '2': { '58': [5801] },
      '3': { '55': [5505] },
    },
  };
}
