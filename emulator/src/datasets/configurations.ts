// Seed of the Configurations screen: a TinyMCE key, a jackpot with three currency ranges,
// about 25 icons with slugs and four help links.
import type { ConfigurationCollections, IconLink } from '../model-configurations';
import type { StoreData } from '../model';
import { seedStreams } from '../domains/streams/seed';
import { seedTrending } from '../domains/trending/seed';

const ICONS: [name: string, ...slugs: string[]][] = [
  ['football', 'soccer', 'football'],
  ['basketball', 'basketball', 'nba'],
  ['tennis', 'tennis', 'atp', 'wta'],
  ['volleyball', 'volleyball'],
  ['ice-hockey', 'ice-hockey', 'nhl'],
  ['handball', 'handball'],
  ['baseball', 'baseball', 'mlb'],
  ['american-football', 'american-football', 'nfl'],
  ['rugby', 'rugby-union', 'rugby-league'],
  ['cricket', 'cricket'],
  ['golf', 'golf', 'pga'],
  ['boxing', 'boxing'],
  ['mma', 'mma', 'ufc'],
  ['darts', 'darts'],
  ['snooker', 'snooker'],
  ['table-tennis', 'table-tennis'],
  ['cycling', 'cycling'],
  ['formula-1', 'formula-1', 'f1'],
  ['motogp', 'motogp'],
  ['esports', 'esports', 'cs2', 'dota-2'],
  ['futsal', 'futsal'],
  ['water-polo', 'water-polo'],
  ['badminton', 'badminton'],
  ['beach-volleyball', 'beach-volleyball'],
  ['live-casino', 'live-casino', 'live-dealer'],
  ['jackpot', 'jackpot', 'big-jackpot'],
];

/** The Configurations screen's collections, with the stream and trending services' records. */
export function buildConfigurations(): ConfigurationCollections & Pick<StoreData, 'streamPairings' | 'streamConfig' | 'trending'> {
  const iconLinks: IconLink[] = ICONS.map(([name, ...slugs], index) => ({ id: index + 1, name, slugNames: JSON.stringify(slugs) }));
  return {
    generalConfiguration: [{ key: 'tinyMceApiKey', value: 'demo-tinymce-key-7f3a9c' }],
    bigJackpot: {
      id: 1,
      startValue: 10000,
      maxValue: 250000,
      timeRange: 30,
      currencyRanges: JSON.stringify([
        { name: 'EUR', bigJackpotValueFrom: 10000, bigJackpotValueTo: 250000 },
        { name: 'USD', bigJackpotValueFrom: 11000, bigJackpotValueTo: 275000 },
        { name: 'GBP', bigJackpotValueFrom: 8500, bigJackpotValueTo: 215000 },
      ]),
    },
    jackpotRound: { round: 1, startedAt: '2026-11-01T00:00:00.000Z' },
    iconLinks,
    trending: seedTrending(),
    ...seedStreams(),
    helpLinks: [
      { id: 1, name: 'terms', label: 'Terms and Conditions' },
      { id: 2, name: 'privacy', label: 'Privacy Policy' },
      { id: 3, name: 'responsible-gaming', label: 'Responsible Gaming' },
      { id: 4, name: 'contact', label: 'Contact Us' },
    ],
  };
}
