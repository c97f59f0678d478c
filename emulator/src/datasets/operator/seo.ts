// The operator's SEO: the sports' tree grown to hundreds of regions and leagues, 403 custom pages,
// and 1,450 SEO rules on one website past the 100th (in each of its languages, over its pages,
// sports, regions and leagues), beside the demo's rules.
import type { League, Region, SeoPage, SeoRule, SeoTargetType, Sport } from '../../model-website';
import { seoRuleTexts } from '../../domains/seo/seed-rules';
import { seededRandom } from '../../seed/random';
import { pickOne } from './text';

export const CUSTOM_PAGE_COUNT = 403;
export const SEO_RULE_COUNT = 1450;
/** The website whose SEO rules go into the thousands. */
export const SEO_WEBSITE_ID = 150;

const REGION_NAMES = (
  'Argentina Australia Austria Belgium Brazil Bulgaria Canada Chile China Colombia Croatia Cyprus Czechia Denmark ' +
  'Egypt Estonia Finland Greece Hungary Iceland India Ireland Israel Japan Kazakhstan Korea Latvia Lithuania Mexico ' +
  'Morocco Netherlands Norway Peru Poland Portugal Romania Russia Scotland Slovakia Slovenia Sweden Switzerland ' +
  'Turkey Ukraine Uruguay Wales'
).split(' ');
const LEAGUE_TIERS = ['First League', 'Second League', 'Cup', 'Super Cup', 'Women League', 'Youth League', 'Reserve League'];
const PAGE_THEMES = ['promo', 'landing', 'event', 'guide', 'offer', 'campaign', 'news', 'partner'];
const PAGE_TOPICS = [
  'football',
  'tennis',
  'casino',
  'slots',
  'live',
  'esports',
  'racing',
  'jackpot',
  'poker',
  'bonus',
  'vip',
  'summer',
  'winter',
];

export interface OperatorSeo {
  regions: Region[];
  leagues: League[];
  seoPages: SeoPage[];
  seoRules: SeoRule[];
}

export function operatorSeo(
  demo: { sports: Sport[]; regions: Region[]; leagues: League[]; seoPages: SeoPage[]; seoRules: SeoRule[] },
  websiteLanguageIds: readonly number[],
): OperatorSeo {
  const next = seededRandom(20270501);
  const regions = [...demo.regions];
  const leagues = [...demo.leagues];
  for (const sport of demo.sports) {
    for (const name of REGION_NAMES) {
      const region: Region = { id: 1000 + regions.length + 1, name, sportId: sport.id };
      regions.push(region);
      for (const tier of LEAGUE_TIERS.slice(0, 2 + Math.floor(next() * 4))) {
        leagues.push({ id: 5000 + leagues.length + 1, name: `${name} ${sport.name} ${tier}`, regionId: region.id });
      }
    }
  }
  const seoPages = [...demo.seoPages];
  while (seoPages.filter((page) => page.isCustom).length < CUSTOM_PAGE_COUNT) {
    const id = seoPages.length + 1;
    seoPages.push({ id, name: `${pickOne(PAGE_THEMES, next)}-${pickOne(PAGE_TOPICS, next)}-${id}`, isCustom: true });
  }
  const targets: [SeoTargetType, number, string, string | null][] = [
    ...demo.sports.flatMap((sport): [SeoTargetType, number, string, string | null][] => [
      ['sport', sport.id, sport.name, null],
      ['sport', sport.id, `${sport.name} early payout`, 'earlyPayout'],
    ]),
    ...seoPages.map((page): [SeoTargetType, number, string, string | null] => ['page', page.id, page.name, null]),
    ...regions.map((region): [SeoTargetType, number, string, string | null] => ['region', region.id, region.name, null]),
    ...leagues.map((league): [SeoTargetType, number, string, string | null] => ['league', league.id, league.name, null]),
  ];
  const seoRules = [...demo.seoRules];
  // Every target in the website's first language, then in its others, until the count is reached.
  for (const languageId of websiteLanguageIds) {
    for (const [targetType, entityId, name, altCtx] of targets) {
      if (seoRules.length - demo.seoRules.length >= SEO_RULE_COUNT) break;
      seoRules.push(rule(seoRules.length + 1, languageId, targetType, entityId, altCtx, name, next));
    }
  }
  return { regions, leagues, seoPages, seoRules };
}

function rule(
  id: number,
  languageId: number,
  targetType: SeoTargetType,
  entityId: number,
  altCtx: string | null,
  name: string,
  next: () => number,
): SeoRule {
  return {
    id,
    websiteId: SEO_WEBSITE_ID,
    languageId,
    targetType,
    entityId,
    altCtx,
    // Some with a long paragraph of terms, as real SEO texts have.
    ...seoRuleTexts(name, next() < 0.3 ? `<p>${'Terms apply. Play responsibly. '.repeat(20)}</p>` : ''),
    noindex: next() < 0.05,
  };
}
