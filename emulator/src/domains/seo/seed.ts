// SEO entities: pages, sports (upstream ids), their regions and leagues.
// Ids are deterministic: regions and leagues are numbered in the order below.
import type { League, Region, SeoPage, Sport } from '../../model-website';

export const seoPages: SeoPage[] = [
  { id: 1, name: 'home', isCustom: false },
  { id: 2, name: 'live', isCustom: false },
  { id: 3, name: 'promotions', isCustom: true },
  { id: 4, name: 'casino', isCustom: false },
  { id: 5, name: 'live-casino', isCustom: false },
  { id: 6, name: 'vip-club', isCustom: true },
  { id: 7, name: 'responsible-gaming', isCustom: true },
  { id: 8, name: 'results', isCustom: false },
];

export const sports: Sport[] = [
  { id: 58, name: 'Football' },
  { id: 55, name: 'Basketball' },
  { id: 56, name: 'Tennis' },
  { id: 54, name: 'Volleyball' },
  { id: 60, name: 'Ice Hockey' },
  { id: 61, name: 'Handball' },
];

/** sportId → region name → league names. */
const TREE: Record<number, Record<string, string[]>> = {
  58: {
    England: ['Premier League', 'Championship', 'FA Cup'],
    Spain: ['La Liga', 'Segunda Division', 'Copa del Rey'],
    Germany: ['Bundesliga', '2. Bundesliga', 'DFB Pokal'],
    Italy: ['Serie A', 'Serie B'],
    France: ['Ligue 1', 'Ligue 2'],
    Serbia: ['Super Liga'],
    International: ['UEFA Champions League', 'UEFA Europa League', 'World Cup Qualifiers'],
  },
  55: {
    USA: ['NBA', 'NCAA'],
    Spain: ['Liga ACB'],
    Germany: ['BBL'],
    International: ['EuroLeague', 'EuroCup'],
  },
  56: {
    International: ['ATP Wimbledon', 'ATP Roland Garros', 'WTA Australian Open', 'Davis Cup'],
    Germany: ['ATP Hamburg'],
  },
  54: {
    Italy: ['SuperLega'],
    Poland: ['PlusLiga'],
    International: ['CEV Champions League'],
  },
  60: {
    USA: ['NHL'],
    Germany: ['DEL'],
    Sweden: ['SHL'],
    International: ['IIHF World Championship'],
  },
  61: {
    Germany: ['Handball-Bundesliga'],
    Spain: ['Liga ASOBAL'],
    International: ['EHF Champions League'],
  },
};

function build(): { regions: Region[]; leagues: League[] } {
  const regions: Region[] = [];
  const leagues: League[] = [];
  for (const sport of sports) {
    for (const [regionName, leagueNames] of Object.entries(TREE[sport.id] ?? {})) {
      const region: Region = { id: 1000 + regions.length + 1, name: regionName, sportId: sport.id };
      regions.push(region);
      for (const name of leagueNames) leagues.push({ id: 5000 + leagues.length + 1, name, regionId: region.id });
    }
  }
  return { regions, leagues };
}

export const { regions, leagues } = build();

export function regionId(sportId: number, name: string): number {
  return regions.find((region) => region.sportId === sportId && region.name === name)!.id;
}

export function leagueId(sportId: number, regionName: string, name: string): number {
  const region = regionId(sportId, regionName);
  return leagues.find((league) => league.regionId === region && league.name === name)!.id;
}
