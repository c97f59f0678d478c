import { useEmulatorStack } from '../../test/emulator-stack';

// Two staff on one sport tooltip (issue 28): the tooltip's version covers its templates,
// selections and every translation the modal edits, so a save over a colleague's change to any of
// them is refused, naming who and which text, and nothing is written.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const flush = () => stack.gateway.services.activity?.flush();

const TOOLTIP = `query($id: ID!) { sportTooltip(id: $id) { id phraseKey templateIds selectionPositions version
  translations { key selectionPosition phrases { languageId phrase } } } }`;
const SAVE = `mutation($input: SaveSportTooltipInput!) { saveSportTooltip(input: $input) {
  tooltipSport { sportId } tooltip { version } userErrors { code message conflict { changedBy fields { name theirs } } } undone } }`;

type Tooltip = {
  id: string;
  phraseKey: string;
  templateIds: number[];
  selectionPositions: number[];
  version: string;
  translations: { key: string; selectionPosition: number | null; phrases: { languageId: string; phrase: string }[] }[];
};
const read = async (id: string) => (await gql(TOOLTIP, { id })).data.sportTooltip as Tooltip | null;

/** The save the modal sends for `tooltip`, its own phrase in language 1 set to `phrase`. */
function saveOf(sportId: string, tooltip: Tooltip, phrase: string, baseVersion: string) {
  return {
    input: {
      sportId,
      originalPhraseKey: tooltip.phraseKey,
      phraseKey: tooltip.phraseKey,
      templateIds: tooltip.templateIds.map(String),
      selections: tooltip.selectionPositions.map((p) => ({ position: String(p), originalPosition: p })),
      translations: tooltip.translations.map((t) => ({
        selectionPosition: t.selectionPosition === null ? null : String(t.selectionPosition),
        phrases: t.selectionPosition === null ? [{ languageId: '1', phrase }] : t.phrases,
      })),
      baseVersion,
    },
  };
}

let sportId = '';
let tooltipId = '';
beforeAll(async () => {
  const sports = (await gql('{ configurationTooltipSports(pageSize: 100) { items { sportId tooltips { id version } } } }')).data
    .configurationTooltipSports.items as { sportId: string; tooltips: { id: string; version: string }[] }[];
  const sport = sports.find((s) => s.tooltips.length > 0)!;
  sportId = sport.sportId;
  tooltipId = sport.tooltips[0]!.id;
});

describe('a sport tooltip, two staff', () => {
  it('reads one tooltip by its id with its translations, at the version the list shows', async () => {
    const listed = (
      await gql('{ configurationTooltipSports(pageSize: 100) { items { tooltips { id version } } } }')
    ).data.configurationTooltipSports.items.flatMap((s: { tooltips: unknown[] }) => s.tooltips);
    const tooltip = (await read(tooltipId))!;
    expect(tooltip.id).toBe(`${sportId}:${tooltip.phraseKey}`);
    expect(tooltip.translations[0]).toMatchObject({ key: tooltip.phraseKey, selectionPosition: null });
    expect(listed).toContainEqual({ id: tooltipId, version: tooltip.version });
    expect(await read(`${sportId}:no_such_key`)).toBeNull();
  });

  it('refuses a save over a colleague’s translation, names them and the text, and Keep mine writes over it', async () => {
    const base = (await read(tooltipId))!;
    const developer = await stack.signIn(DEVELOPER);
    const theirs = await gql(SAVE, saveOf(sportId, base, 'Their text', base.version), developer);
    expect(theirs.data.saveSportTooltip.userErrors).toEqual([]);
    await flush();
    const changed = (await read(tooltipId))!;
    expect(changed.version).not.toBe(base.version);
    // The save answers the version the next save is based on.
    expect(theirs.data.saveSportTooltip.tooltip.version).toBe(changed.version);

    const mine = await gql(SAVE, saveOf(sportId, base, 'My text', base.version));
    expect(mine.data.saveSportTooltip).toMatchObject({ tooltipSport: null, undone: false });
    expect(mine.data.saveSportTooltip.userErrors[0]).toMatchObject({
      code: 'CONFLICT',
      conflict: { changedBy: 'developer@example.com', fields: [{ name: `translations.${base.phraseKey}.1`, theirs: 'Their text' }] },
    });
    const phraseOf = (t: Tooltip) => t.translations[0]!.phrases.find((p) => p.languageId === '1')?.phrase;
    expect(phraseOf((await read(tooltipId))!)).toBe('Their text');

    const kept = await gql(SAVE, saveOf(sportId, base, 'My text', `${changed.version}!keep`));
    expect(kept.data.saveSportTooltip.userErrors).toEqual([]);
    expect(phraseOf((await read(tooltipId))!)).toBe('My text');
  });
});
