// The operator's organisation at volume: 32 companies, 305 markets, 305 betshops and 300 websites
// (the demo's first), each market with its languages, each website on a betshop of its own and
// with a handful of configuration values; casino categories for every new market.
import type { Betshop, Company, Language, Market, Website } from '../../model';
import type { CasinoCategory, WebsiteConfigurationValue } from '../../model-website';
import { settingId } from '../../domains/website-config/seed';
import { kebabCase } from '../../domains/help/seed';
import { CASINO_CATEGORIES } from '../../domains/seo/casino-seed';
import { seededRandom } from '../../seed/random';
import { pickOne } from './text';

export const COMPANY_COUNT = 32;
export const MARKET_COUNT = 305;
export const WEBSITE_COUNT = 300;

const COUNTRIES = (
  'Albania Austria Belgium Bosnia Bulgaria Croatia Cyprus Czechia Denmark Estonia Finland France Georgia Germany Greece ' +
  'Hungary Ireland Italy Kazakhstan Latvia Lithuania Macedonia Malta Moldova Montenegro Netherlands Norway Poland ' +
  'Portugal Romania Serbia Slovakia Slovenia Spain Sweden Switzerland Turkey Ukraine Armenia Azerbaijan Israel Cyprus'
).split(' ');
const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Coast', 'Capital', 'Online', 'Retail'];
const BRAND_FIRST = [
  'Royal',
  'Lucky',
  'Golden',
  'Silver',
  'Star',
  'Prime',
  'Mega',
  'Top',
  'Grand',
  'Red',
  'Blue',
  'Rapid',
  'Ace',
  'Victory',
  'Max',
];
const BRAND_SECOND = ['Bet', 'Play', 'Win', 'Odds', 'Spin', 'Goal', 'Arena', 'Sport', 'Casino', 'Stake', 'Jackpot', 'Club'];
const HOLDINGS = ['Holdings', 'Gaming', 'Entertainment', 'Group', 'Ltd', 'd.o.o.', 'GmbH', 'S.A.'];

export interface OperatorOrganisation {
  companies: Company[];
  markets: Market[];
  betshops: Betshop[];
  websites: Website[];
  /** The language codes each website is in (its market's default first). */
  websiteCodes: Map<number, string[]>;
  values: WebsiteConfigurationValue[];
  casinoCategories: CasinoCategory[];
}

/** Builds on the demo's records (ids continue after theirs); `languages` are all the operator's. */
export function operatorOrganisation(
  demo: { companies: Company[]; markets: Market[]; betshops: Betshop[]; websites: Website[] },
  languages: readonly Language[],
): OperatorOrganisation {
  const next = seededRandom(20270201);
  const codes = languages.map((language) => language.code);
  const companies = [...demo.companies];
  for (let id = companies.length + 1; id <= COMPANY_COUNT; id++) {
    companies.push({
      id,
      name: `${pickOne(COUNTRIES, next)} ${pickOne(BRAND_FIRST, next)} ${pickOne(HOLDINGS, next)} ${id}`,
      externalId: null,
    });
  }
  const markets = [...demo.markets];
  for (let id = markets.length + 1; id <= MARKET_COUNT; id++) {
    const additional = new Set<string>();
    for (let n = Math.floor(next() * 4); n > 0; n--) additional.add(pickOne(codes, next));
    const defaultLanguage = next() < 0.5 ? 'en' : pickOne(codes, next);
    additional.delete(defaultLanguage);
    markets.push({
      id,
      name: `${pickOne(COUNTRIES, next)} ${pickOne(REGIONS, next)} ${id}`,
      companyId: 3 + ((id - 6) % (COMPANY_COUNT - 2)),
      externalId: null,
      defaultLanguage,
      additionalLanguages: [...additional],
    });
  }
  const betshops = [...demo.betshops];
  for (let id = betshops.length + 1; id <= MARKET_COUNT; id++) {
    betshops.push({ id, name: `${markets[id - 1]!.name} betshop`, marketId: id, externalId: null });
  }
  const websites = [...demo.websites];
  for (let id = websites.length + 1; id <= WEBSITE_COUNT; id++) {
    const name = `${BRAND_FIRST[id % BRAND_FIRST.length]!} ${BRAND_SECOND[Math.floor(id / BRAND_FIRST.length) % BRAND_SECOND.length]!} ${id}`;
    websites.push({ id, name, url: `https://${kebabCase(name)}.example.com`, betshopId: id });
  }
  const websiteCodes = new Map(
    websites.map((website) => {
      const market = markets[betshops[(website.betshopId ?? 1) - 1]!.marketId - 1]!;
      return [website.id, [market.defaultLanguage, ...market.additionalLanguages]];
    }),
  );
  return {
    companies,
    markets,
    betshops,
    websites,
    websiteCodes,
    values: websites.slice(demo.websites.length).flatMap((website) => configurationValues(website, websiteCodes.get(website.id)!, next)),
    casinoCategories: markets.slice(demo.markets.length).flatMap((market) => casinoCategories(market.id, next)),
  };
}

function configurationValues(website: Website, codes: readonly string[], next: () => number): WebsiteConfigurationValue[] {
  const values: Record<string, string> = {
    siteTitle: `${website.name} – Sports Betting`,
    siteDescription: `${website.name} offers live betting, casino and virtual sports.\nPlay responsibly.`,
    maintenanceMode: next() < 0.03 ? 'true' : 'false',
    oddsFormat: pickOne(['decimal', 'decimal', 'fractional', 'american'], next),
    registrationEnabled: next() < 0.95 ? 'true' : 'false',
    socialMetaTags: JSON.stringify(
      Object.fromEntries(
        codes.map((code) => [
          code,
          {
            ogTitle: `${website.name} (${code})`,
            ogDescription: `Sports betting and casino at ${website.name}`,
            ogType: 'website',
            ogSiteName: website.name,
          },
        ]),
      ),
    ),
    promoBannerText: `Join ${website.name} today`,
  };
  return Object.entries(values).map(([key, value]) => ({ websiteId: website.id, onlineConfigurationId: settingId(key), value }));
}

function casinoCategories(marketId: number, next: () => number): CasinoCategory[] {
  const count = 8 + Math.floor(next() * 5);
  return CASINO_CATEGORIES.slice(0, count).map(([name, isLive], index) => ({
    id: marketId * 100 + index + 1,
    marketId,
    name,
    isLive,
    isMobile: index % 4 !== 3,
    active: next() < 0.9,
    hidden: next() < 0.05,
    numberOfGames: 10 + Math.floor(next() * 400),
  }));
}
