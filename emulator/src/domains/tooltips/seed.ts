// Sport tooltips: Football enabled on websites 1 and 2, Tennis on 1, others on none.
// `websiteIds` and `tooltips` are JSON text, as the upstream stores them.
import type { SportTooltips } from '../../model-website';

const SELECTIONS_3 = [{ selection_position: 1 }, { selection_position: 2 }, { selection_position: 3 }];
const SELECTIONS_2 = [{ selection_position: 1 }, { selection_position: 2 }];

const ROWS: [sportId: number, name: string, websiteIds: number[], phrases: [string, number[], object[]][]][] = [
  [
    58,
    'Football',
    [1, 2],
    [
      ['tooltip_1x2', [1], SELECTIONS_3],
      ['tooltip_double_chance', [2], SELECTIONS_3],
      ['tooltip_over_under', [3, 4], SELECTIONS_2],
    ],
  ],
  [
    55,
    'Basketball',
    [],
    [
      ['tooltip_winner', [1], SELECTIONS_2],
      ['tooltip_handicap', [5], SELECTIONS_2],
    ],
  ],
  [
    56,
    'Tennis',
    [1],
    [
      ['tooltip_match_winner', [1], SELECTIONS_2],
      ['tooltip_set_betting', [6], SELECTIONS_2],
    ],
  ],
  [54, 'Volleyball', [], [['tooltip_winner', [1], SELECTIONS_2]]],
  [
    60,
    'Ice Hockey',
    [],
    [
      ['tooltip_1x2', [1], SELECTIONS_3],
      ['tooltip_puck_line', [7], SELECTIONS_2],
    ],
  ],
  [61, 'Handball', [], [['tooltip_1x2', [1], SELECTIONS_3]]],
  [57, 'Table Tennis', [], [['tooltip_match_winner', [1], SELECTIONS_2]]],
];

export function buildSportTooltips(): SportTooltips[] {
  return ROWS.map(([sportId, name, websiteIds, phrases], index) => ({
    id: index + 1,
    sportId,
    name,
    websiteIds: JSON.stringify(websiteIds),
    tooltips: JSON.stringify(phrases.map(([phrase_key, template_ids, tooltips]) => ({ phrase_key, template_ids, tooltips }))),
  }));
}

/** Names of the sports the operator's feed knows beyond the SEO tree (new sport tooltips take them). */
export const SPORT_NAMES: Record<number, string> = {
  57: 'Table Tennis',
  59: 'American Football',
  62: 'Baseball',
  63: 'Rugby Union',
  64: 'Rugby League',
  65: 'Cricket',
  66: 'Snooker',
  67: 'Darts',
  68: 'Badminton',
  69: 'Futsal',
  70: 'Beach Volleyball',
  71: 'Water Polo',
  72: 'Field Hockey',
  76: 'Boxing',
  77: 'MMA',
  81: 'Golf',
  101: 'Horse Racing',
  105: 'Esports Counter-Strike',
};
