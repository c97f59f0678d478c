// The operator's organisation data as seeded: two companies, five markets and
// five betshops (websites 1–5 hang off the betshops). The externalIds point into
// the territory hierarchy source (territory-seed.ts), which knows more.
import type { Betshop, Company, Market, Website } from '../../model-records';

export const companies: Company[] = [
  { id: 1, name: 'Star Entertainment Ltd', externalId: 'C-1001' },
  { id: 2, name: 'Adriatic Gaming d.o.o.', externalId: 'C-1002' },
];

export const markets: Market[] = [
  { id: 1, name: 'United Kingdom', companyId: 1, externalId: 'M-2001', defaultLanguage: 'en', additionalLanguages: ['de', 'fr'] },
  { id: 2, name: 'Serbia', companyId: 2, externalId: 'M-2002', defaultLanguage: 'en', additionalLanguages: ['sr'] },
  { id: 3, name: 'Malta', companyId: 1, externalId: 'M-2003', defaultLanguage: 'en', additionalLanguages: [] },
  { id: 4, name: 'Germany', companyId: 1, externalId: 'M-2004', defaultLanguage: 'en', additionalLanguages: ['de'] },
  { id: 5, name: 'Croatia', companyId: 2, externalId: 'M-2005', defaultLanguage: 'en', additionalLanguages: ['hr', 'sr'] },
];

export const betshops: Betshop[] = [
  { id: 1, name: 'Star Bet London', marketId: 1, externalId: 'B-3001' },
  { id: 2, name: 'Lucky Play Belgrade', marketId: 2, externalId: 'B-3002' },
  { id: 3, name: 'Golden Goal Valletta', marketId: 3, externalId: 'B-3003' },
  { id: 4, name: 'Arena Sport Berlin', marketId: 4, externalId: 'B-3004' },
  { id: 5, name: 'Balkan Bet Zagreb', marketId: 5, externalId: 'B-3005' },
];

export const websites: Website[] = [
  { id: 1, name: 'Star Bet', url: 'https://starbet.example.com', betshopId: 1 },
  { id: 2, name: 'Lucky Play', url: 'https://luckyplay.example.com', betshopId: 2 },
  { id: 3, name: 'Golden Goal', url: 'https://goldengoal.example.com', betshopId: 3 },
  { id: 4, name: 'Arena Sport', url: 'https://arenasport.example.com', betshopId: 4 },
  { id: 5, name: 'Balkan Bet', url: 'https://balkanbet.example.com', betshopId: 5 },
];
