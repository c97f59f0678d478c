// The operator's Configurations data: 246 icons (the demo's 26 first) and 324 tooltips on one
// sport (Handball: its demo tooltip first), enabled on websites up and down the list.
import type { IconLink } from '../../model-configurations';
import type { SportTooltips } from '../../model-website';
import { seededRandom } from '../../seed/random';
import { pickOne } from './text';

export const ICON_COUNT = 246;
export const TOOLTIP_COUNT = 324;
/** The sport with hundreds of tooltips. */
export const TOOLTIP_SPORT_ID = 61;

const ICON_SUBJECTS = ['league', 'cup', 'promo', 'casino', 'provider', 'payment', 'badge', 'market', 'feature', 'event', 'team'];
const MARKETS = [
  '1x2',
  'double_chance',
  'over_under',
  'handicap',
  'both_halves',
  'first_goal',
  'half_time',
  'exact_goals',
  'winning_margin',
  'odd_even',
  'total_home',
  'total_away',
];

export function operatorIcons(demo: IconLink[]): IconLink[] {
  const next = seededRandom(20270601);
  const icons = [...demo];
  for (let id = demo.length + 1; id <= ICON_COUNT; id++) {
    const name = `${pickOne(ICON_SUBJECTS, next)}-${id}`;
    icons.push({ id, name, slugNames: JSON.stringify([name, `${name}-alt`]) });
  }
  return icons;
}

/** The phrase keys of the sport's tooltips beyond the demo's (their words are seeded too). */
export function tooltipKeys(): string[] {
  return Array.from({ length: TOOLTIP_COUNT - 1 }, (_, i) => `tooltip_handball_${MARKETS[i % MARKETS.length]!}_${i + 1}`);
}

export function operatorSportTooltips(demo: SportTooltips[]): SportTooltips[] {
  const next = seededRandom(20270602);
  return demo.map((row) => {
    if (row.sportId !== TOOLTIP_SPORT_ID) return row;
    const tooltips = JSON.parse(row.tooltips) as unknown[];
    for (const key of tooltipKeys()) {
      const positions = 2 + Math.floor(next() * 2);
      tooltips.push({
        phrase_key: key,
        template_ids: [1 + Math.floor(next() * 25)],
        tooltips: Array.from({ length: positions }, (_, i) => ({ selection_position: i + 1 })),
      });
    }
    return { ...row, websiteIds: JSON.stringify([1, 7, 42, 99, 101, 150, 230, 299]), tooltips: JSON.stringify(tooltips) };
  });
}
