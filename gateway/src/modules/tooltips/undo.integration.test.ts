import { useEmulatorStack } from '../../test/emulator-stack';
import { entriesOf, restore } from '../../test/undo';
import { numbered, undoCases } from '../../test/undo-cases';

// A sport's tooltip put back from Activity (issue 43): its save reverted whole through
// saveSportTooltip, a stale revert refused naming the colleague, a deleted tooltip restored with
// its translations. The field each case changes is the tooltip's template id.

const SAVE = `mutation($input: SaveSportTooltipInput!) { saveSportTooltip(input: $input) { tooltip { id } userErrors { field message } } }`;
const READ =
  'query($id: ID!) { sportTooltip(id: $id) { phraseKey templateIds selectionPositions translations { key phrases { phrase } } } }';

describe('undo on sport tooltips', () => {
  const stack = useEmulatorStack();
  let sportId = '';
  beforeAll(async () => {
    const sports = (await stack.gql('{ configurationTooltipSports(pageSize: 100) { items { sportId } } }')).data.configurationTooltipSports
      .items as { sportId: string }[];
    sportId = sports[0]!.sportId;
  });
  let tooltips = 0;
  // One numbering for every case: a sport's template ids are unique.
  const templateIdFor = numbered(7100);
  const save = async (input: Record<string, unknown>, headers?: Record<string, string>) => {
    const r = await stack.gql(SAVE, { input: { sportId, ...input } }, headers);
    expect(r.data.saveSportTooltip.userErrors).toEqual([]);
    return r.data.saveSportTooltip.tooltip.id as string;
  };
  const read = async (id: string, headers?: Record<string, string>) =>
    (await stack.gql(READ, { id }, headers)).data.sportTooltip as {
      phraseKey: string;
      templateIds: number[];
      selectionPositions: number[];
      translations: { key: string; phrases: { phrase: string }[] }[];
    } | null;

  undoCases(
    stack,
    () => ({
      entityType: 'SportTooltip',
      field: 'templateIds.0',
      valueFor: templateIdFor,
      create: (templateId, headers) => {
        const phraseKey = `undo_tooltip_${++tooltips}`;
        return save(
          {
            originalPhraseKey: null,
            phraseKey,
            templateIds: [templateId],
            selections: [{ position: '1', originalPosition: null }],
            translations: [
              { selectionPosition: null, phrases: [{ languageId: '1', phrase: `Tooltip ${phraseKey}` }] },
              { selectionPosition: '1', phrases: [{ languageId: '1', phrase: `Home ${phraseKey}` }] },
            ],
          },
          headers,
        );
      },
      update: async (id, templateId, headers) => {
        const now = (await read(id, headers))!;
        await save(
          {
            originalPhraseKey: now.phraseKey,
            phraseKey: now.phraseKey,
            templateIds: [templateId],
            selections: now.selectionPositions.map((p) => ({ position: String(p), originalPosition: p })),
            translations: [],
          },
          headers,
        );
      },
      remove: async (id, headers) => {
        const phraseKey = id.slice(id.indexOf(':') + 1);
        await stack.gql(
          'mutation($sportId: ID!, $phraseKey: String!) { deleteSportTooltip(sportId: $sportId, phraseKey: $phraseKey) { userErrors { message } } }',
          { sportId, phraseKey },
          headers,
        );
      },
      read: async (id, headers) => {
        const tooltip = await read(id, headers);
        return tooltip ? String(tooltip.templateIds[0]) : null;
      },
    }),
    'Undo tooltip',
  );

  it('restores a deleted tooltip with its selections and their translations', async () => {
    const phraseKey = 'undo_tooltip_whole';
    const id = await save({
      originalPhraseKey: null,
      phraseKey,
      templateIds: ['7199'],
      selections: [{ position: '2', originalPosition: null }],
      translations: [
        { selectionPosition: null, phrases: [{ languageId: '1', phrase: 'Whole tooltip' }] },
        { selectionPosition: '2', phrases: [{ languageId: '1', phrase: 'Whole selection' }] },
      ],
    });
    await stack.gql(
      'mutation($sportId: ID!, $phraseKey: String!) { deleteSportTooltip(sportId: $sportId, phraseKey: $phraseKey) { userErrors { message } } }',
      { sportId, phraseKey },
    );
    const [deleted] = await entriesOf(stack, { entityType: 'SportTooltip', entityId: id }, 2);
    const r = await restore(stack, deleted!.id);
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    const back = (await read(r.data.restoreActivity.entityId as string))!;
    expect(back).toMatchObject({ phraseKey, templateIds: [7199], selectionPositions: [2] });
    expect(back.translations.map((t) => t.phrases[0]?.phrase)).toEqual(['Whole tooltip', 'Whole selection']);
  });
});
