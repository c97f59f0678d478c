// The territory hierarchy source (served under /api/territory-hierarchy/v1). It
// is a separate upstream and read-only, so it is a constant, not store data.
// Against the operator's seed (seed.ts) it has identical records
// (C-1001, M-2001, M-2002, M-2003, M-2005, B-3001, B-3003, B-3004, B-3005),
// renamed ones (C-1002, M-2004, B-3002) and many new ones, and the United
// Kingdom gets 12 betshops and the companies list 12 rows, so pulled lists page.

export interface TerritoryCompany {
  id: string;
  name: string;
}

export interface TerritoryMarket {
  id: string;
  name: string;
  companyId: string;
}

export interface TerritoryBetshop {
  id: string;
  name: string;
  marketId: string;
}

export interface TerritoryHierarchy {
  companies: TerritoryCompany[];
  markets: TerritoryMarket[];
  betshops: TerritoryBetshop[];
}

type MarketRow = [id: string, name: string, companyId: string, betshops: string[]];

const COMPANIES: TerritoryCompany[] = [
  { id: 'C-1001', name: 'Star Entertainment Ltd' },
  { id: 'C-1002', name: 'Adriatic Gaming Group' },
  { id: 'C-1003', name: 'Nordic Play AB' },
  { id: 'C-1004', name: 'Iberia Apuestas S.L.' },
  { id: 'C-1005', name: 'Alpine Wetten GmbH' },
  { id: 'C-1006', name: 'Baltic Odds UAB' },
  { id: 'C-1007', name: 'Celtic Sports Betting Ltd' },
  { id: 'C-1008', name: 'Danube Gaming Kft.' },
  { id: 'C-1009', name: 'Hellas Bet S.A.' },
  { id: 'C-1010', name: 'Lusitania Jogos Lda' },
  { id: 'C-1011', name: 'Polonia Zakłady Sp. z o.o.' },
  { id: 'C-1012', name: 'Tirreno Giochi S.r.l.' },
];

// Betshops whose id is fixed because the operator already has them; every
// other betshop gets the next free B-3xxx id in the order listed.
const KNOWN_BETSHOPS: Record<string, string> = {
  'Star Bet London': 'B-3001',
  'Lucky Play Beograd': 'B-3002',
  'Golden Goal Valletta': 'B-3003',
  'Arena Sport Berlin': 'B-3004',
  'Balkan Bet Zagreb': 'B-3005',
};

const STAR_BET_CITIES = [
  'London',
  'Manchester',
  'Birmingham',
  'Leeds',
  'Liverpool',
  'Bristol',
  'Newcastle',
  'Sheffield',
  'Nottingham',
  'Leicester',
  'Brighton',
  'Cardiff',
];

const MARKETS: MarketRow[] = [
  ['M-2001', 'United Kingdom', 'C-1001', STAR_BET_CITIES.map((city) => `Star Bet ${city}`)],
  ['M-2002', 'Serbia', 'C-1002', ['Lucky Play Beograd', 'Lucky Play Novi Sad', 'Lucky Play Niš']],
  ['M-2003', 'Malta', 'C-1001', ['Golden Goal Valletta']],
  ['M-2004', 'Deutschland', 'C-1001', ['Arena Sport Berlin', 'Arena Sport München', 'Arena Sport Hamburg']],
  ['M-2005', 'Croatia', 'C-1002', ['Balkan Bet Zagreb', 'Balkan Bet Split']],
  ['M-2006', 'Ireland', 'C-1001', ['Shamrock Bet Dublin', 'Shamrock Bet Cork']],
  ['M-2007', 'Bosnia and Herzegovina', 'C-1002', ['Balkan Bet Sarajevo']],
  ['M-2008', 'Sweden', 'C-1003', ['Nordic Play Stockholm', 'Nordic Play Göteborg']],
  ['M-2009', 'Norway', 'C-1003', ['Nordic Play Oslo']],
  ['M-2010', 'Spain', 'C-1004', ['Iberia Apuestas Madrid', 'Iberia Apuestas Barcelona', 'Iberia Apuestas Valencia']],
  ['M-2011', 'Gibraltar', 'C-1001', []],
  ['M-2012', 'Montenegro', 'C-1002', ['Balkan Bet Podgorica']],
  ['M-2013', 'Denmark', 'C-1003', ['Nordic Play København']],
  ['M-2014', 'Finland', 'C-1003', []],
  ['M-2015', 'Austria', 'C-1005', ['Alpine Wetten Wien', 'Alpine Wetten Graz']],
  ['M-2016', 'Switzerland', 'C-1005', ['Alpine Wetten Zürich']],
  ['M-2017', 'Lithuania', 'C-1006', ['Baltic Odds Vilnius']],
  ['M-2018', 'Latvia', 'C-1006', ['Baltic Odds Rīga']],
  ['M-2019', 'Estonia', 'C-1006', ['Baltic Odds Tallinn']],
  ['M-2020', 'Scotland', 'C-1007', ['Celtic Bet Glasgow', 'Celtic Bet Edinburgh']],
  ['M-2021', 'Hungary', 'C-1008', ['Danube Bet Budapest']],
  ['M-2022', 'Greece', 'C-1009', ['Hellas Bet Athens', 'Hellas Bet Thessaloniki']],
  ['M-2023', 'Portugal', 'C-1010', ['Lusitania Lisboa', 'Lusitania Porto']],
  ['M-2024', 'Poland', 'C-1011', ['Polonia Warszawa', 'Polonia Kraków']],
  ['M-2025', 'Italy', 'C-1012', ['Tirreno Roma', 'Tirreno Napoli']],
];

function build(): TerritoryHierarchy {
  const markets: TerritoryMarket[] = [];
  const betshops: TerritoryBetshop[] = [];
  let nextBetshop = 3006;
  for (const [id, name, companyId, betshopNames] of MARKETS) {
    markets.push({ id, name, companyId });
    for (const betshopName of betshopNames) {
      const betshopId = KNOWN_BETSHOPS[betshopName] ?? `B-${nextBetshop++}`;
      betshops.push({ id: betshopId, name: betshopName, marketId: id });
    }
  }
  return { companies: COMPANIES, markets, betshops };
}

export const territoryHierarchy: Readonly<TerritoryHierarchy> = build();
