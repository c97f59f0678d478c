import { useEmulatorStack } from '../../test/emulator-stack';

// Two staff on one sport tooltip (issues 28, 41): the tooltip's version covers its templates,
// selections and every translation the modal edits. A save over a colleague's change to a text it
// sends is refused, naming who and which text, and nothing is written; a save that sends other
// texts merges with theirs.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const flush = () => stack.gateway.services.activity?.flush();

const TOOLTIP = `query($id: ID!) { sportTooltip(id: $id) { id phraseKey templateIds selectionPositions version
  translations { key selectionPosition phrases { languageId phrase } } } }`;
const SAVE = `mutation($input: SaveSportTooltipInput!) { saveSportTooltip(input: $input) {
  tooltipSport { sportId } tooltip { version } userErrors { code message conflict { changedBy changedAt fields { name theirs } } } undone } }`;

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

/** A save of `tooltip` as it was loaded that sends only `phrases` of its own translation (the modal sends what changed). */
function saveOnly(sportId: string, tooltip: Tooltip, phrases: { languageId: string; phrase: string }[], baseVersion: string) {
  const whole = saveOf(sportId, tooltip, '', baseVersion).input;
  return { input: { ...whole, translations: [{ selectionPosition: null, phrases }] } };
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

  it('merges a stale save of one translation with a colleague’s change of another, and refuses the same one naming who', async () => {
    const base = (await read(tooltipId))!;
    const developer = await stack.signIn(DEVELOPER);
    const theirs = await gql(SAVE, saveOnly(sportId, base, [{ languageId: '1', phrase: 'Their English' }], base.version), developer);
    expect(theirs.data.saveSportTooltip.userErrors).toEqual([]);
    await flush();

    // Stale (still on `base`), changing only language 2: merged, nothing of theirs undone.
    const mine = await gql(SAVE, saveOnly(sportId, base, [{ languageId: '2', phrase: 'Mein Text' }], base.version));
    expect(mine.data.saveSportTooltip.userErrors).toEqual([]);
    await flush();
    const merged = (await read(tooltipId))!.translations[0]!.phrases;
    expect(merged).toEqual(
      expect.arrayContaining([
        { languageId: '1', phrase: 'Their English' },
        { languageId: '2', phrase: 'Mein Text' },
      ]),
    );

    // Still stale, now on their text: refused for that text alone, naming them.
    const same = await gql(SAVE, saveOnly(sportId, base, [{ languageId: '1', phrase: 'My English' }], base.version));
    const [refusal] = same.data.saveSportTooltip.userErrors;
    expect(refusal).toMatchObject({
      code: 'CONFLICT',
      conflict: { changedBy: 'developer@example.com', fields: [{ name: `translations.${base.phraseKey}.1`, theirs: 'Their English' }] },
    });
    expect(Date.parse(refusal.conflict.changedAt)).not.toBeNaN();
    expect((await read(tooltipId))!.translations[0]!.phrases).toContainEqual({ languageId: '1', phrase: 'Their English' });
  });
});
