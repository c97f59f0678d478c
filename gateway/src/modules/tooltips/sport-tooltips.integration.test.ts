import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';

// The Configurations screen's sport tooltips through the real HTTP stack against the emulator.

const stack = useEmulatorStack();
const { gql } = stack;

const SPORTS =
  '{ configurationTooltipSports(pageSize: 100) { items { id sportId name websiteIds tooltips { phraseKey templateIds selectionPositions } } totalItems } }';
const SAVE = `mutation($input: SaveSportTooltipInput!) { saveSportTooltip(input: $input) {
  tooltipSport { sportId tooltips { phraseKey templateIds selectionPositions } } userErrors { field message } undone } }`;
const TRANSLATIONS = `query($sportId: ID!, $phraseKey: String!, $positions: [Int!]!) {
  tooltipTranslations(sportId: $sportId, phraseKey: $phraseKey, selectionPositions: $positions) { key selectionPosition phrases { languageId phrase } } }`;
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

type Sport = {
  id: string;
  sportId: string;
  name: string;
  tooltips: { phraseKey: string; templateIds: number[]; selectionPositions: number[] }[];
};
const sports = async () => (await gql(SPORTS)).data.configurationTooltipSports.items as Sport[];
const emulatorWords = async (term: string) => {
  const res = await request(`${stack.emulatorUrl}/online-word?section=tooltips&term=${term}&limit=200`, { headers: stack.auth });
  return ((await res.body.json()) as { items: { key: string }[] }).items.map((w) => w.key).sort();
};

const input = (over: Record<string, unknown> = {}) => ({
  sportId: '67',
  originalPhraseKey: null,
  phraseKey: 'tooltip_180',
  templateIds: ['31'],
  selections: [{ position: '1' }, { position: '2' }],
  translations: [
    { selectionPosition: null, phrases: [{ languageId: '1', phrase: 'A maximum in the leg' }] },
    { selectionPosition: '1', phrases: [{ languageId: '1', phrase: 'Yes' }] },
    { selectionPosition: '2', phrases: [{ languageId: '1', phrase: 'No' }] },
  ],
  ...over,
});

describe('sport tooltips against the emulator', () => {
  it('creates a sport, adds a tooltip with translations, renames it, deletes it, then the sport', async () => {
    const choices = (await gql('{ tooltipSportChoices { sportId name } }')).data.tooltipSportChoices;
    expect(choices).toContainEqual({ sportId: '67', name: 'Darts' });
    expect(choices.map((c: { sportId: string }) => c.sportId)).not.toContain('58');
    const created = await gql(
      'mutation { createSportTooltips(sportId: "67") { tooltipSport { id name tooltips { phraseKey } } userErrors { message } } }',
    );
    expect(created.data.createSportTooltips.tooltipSport).toMatchObject({ name: 'Darts', tooltips: [] });
    const id = created.data.createSportTooltips.tooltipSport.id as string;

    const saved = await gql(SAVE, { input: input() });
    expect(saved.data.saveSportTooltip).toEqual({
      tooltipSport: { sportId: '67', tooltips: [{ phraseKey: 'tooltip_180', templateIds: [31], selectionPositions: [1, 2] }] },
      userErrors: [],
      undone: false,
    });
    expect(await emulatorWords('tooltip_180')).toEqual(['67_tooltip_180_1', '67_tooltip_180_2', 'tooltip_180']);
    const translations = await gql(TRANSLATIONS, { sportId: '67', phraseKey: 'tooltip_180', positions: [1, 2] });
    expect(translations.data.tooltipTranslations[1]).toEqual({
      key: '67_tooltip_180_1',
      selectionPosition: 1,
      phrases: [{ languageId: '1', phrase: 'Yes' }],
    });

    // Renaming the key and a position moves the translations: the old keys go.
    const renamed = await gql(SAVE, {
      input: input({
        originalPhraseKey: 'tooltip_180',
        phraseKey: 'tooltip_max',
        selections: [
          { position: '1', originalPosition: 1 },
          { position: '3', originalPosition: 2 },
        ],
        translations: [
          { selectionPosition: null, phrases: [{ languageId: '1', phrase: 'A maximum in the leg' }] },
          { selectionPosition: '1', phrases: [{ languageId: '1', phrase: 'Yes' }] },
          { selectionPosition: '3', phrases: [{ languageId: '1', phrase: 'No' }] },
        ],
      }),
    });
    expect(renamed.data.saveSportTooltip.userErrors).toEqual([]);
    expect(await emulatorWords('tooltip_180')).toEqual([]);
    expect(await emulatorWords('tooltip_max')).toEqual(['67_tooltip_max_1', '67_tooltip_max_3', 'tooltip_max']);

    const deleted = await gql(
      'mutation { deleteSportTooltip(sportId: "67", phraseKey: "tooltip_max") { tooltipSport { tooltips { phraseKey } } userErrors { message } } }',
    );
    expect(deleted.data.deleteSportTooltip.tooltipSport.tooltips).toEqual([]);
    expect(await emulatorWords('tooltip_max')).toEqual([]);
    const gone = await gql(`mutation { deleteSportTooltips(id: "${id}") { deletedId userErrors { message } } }`);
    expect(gone.data.deleteSportTooltips).toEqual({ deletedId: id, userErrors: [] });
    expect((await sports()).map((s) => s.sportId)).not.toContain('67');
  });

  it('keeps a phrase key translation other sports share when one sport deletes its tooltip', async () => {
    // tooltip_1x2 is Football's, Ice Hockey's and Handball's: deleting Handball's keeps the shared word.
    await request(`${stack.emulatorUrl}/online-translation/bulk-save`, {
      method: 'POST',
      headers: { ...stack.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ translations: [{ section: 'tooltips', key: 'tooltip_1x2', languageId: 1, phrase: '1X2' }] }),
    }).then((r) => r.body.dump());
    const r = await gql('mutation { deleteSportTooltip(sportId: "61", phraseKey: "tooltip_1x2") { userErrors { message } } }');
    expect(r.data.deleteSportTooltip.userErrors).toEqual([]);
    expect(await emulatorWords('tooltip_1x2')).toContain('tooltip_1x2');
  });

  it("reads a tooltip's translations by their exact keys, however many words contain its key", async () => {
    // 250 tooltip words contain `corners` and come first: a substring search's first page of 200
    // held none of the tooltip's own words.
    const decoys = Array.from({ length: 250 }, (_, i) => ({ section: 'tooltips', key: `corners_${i}`, languageId: 1, phrase: 'Decoy' }));
    const own = [
      { section: 'tooltips', key: 'corners', languageId: 1, phrase: 'Corners' },
      { section: 'tooltips', key: '58_corners_1', languageId: 1, phrase: 'Over' },
    ];
    const saved = await request(`${stack.emulatorUrl}/online-translation/bulk-save`, {
      method: 'POST',
      headers: { ...stack.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ translations: [...decoys, ...own] }),
    });
    expect(saved.statusCode).toBe(201);
    await saved.body.dump();
    const r = await gql(TRANSLATIONS, { sportId: '58', phraseKey: 'corners', positions: [1, 2] });
    expect(r.data.tooltipTranslations).toEqual([
      { key: 'corners', selectionPosition: null, phrases: [{ languageId: '1', phrase: 'Corners' }] },
      { key: '58_corners_1', selectionPosition: 1, phrases: [{ languageId: '1', phrase: 'Over' }] },
      { key: '58_corners_2', selectionPosition: 2, phrases: [] },
    ]);
  });

  it('imports a tooltips CSV all or nothing', async () => {
    const IMPORT = 'mutation($file: Upload!) { importSportTooltipsCsv(file: $file) { added updated userErrors { field message } } }';
    const good = 'sport_id,phrase_key,template_ids,selection_positions\n56,tooltip_aces,41;42,1;2\n56,tooltip_match_winner,1,1;2\n';
    const r = await stack.upload(IMPORT, { file: null }, 'variables.file', {
      body: new Blob([good], { type: 'text/csv' }),
      name: 'tooltips.csv',
    });
    expect(r.data.importSportTooltipsCsv).toEqual({ added: 1, updated: 1, userErrors: [] });
    const tennis = (await sports()).find((s) => s.sportId === '56')!;
    expect(tennis.tooltips.find((t) => t.phraseKey === 'tooltip_aces')).toEqual({
      phraseKey: 'tooltip_aces',
      templateIds: [41, 42],
      selectionPositions: [1, 2],
    });
    const bad = 'sport_id,phrase_key,template_ids,selection_positions\n56,tooltip_new,7,1\n56,bad key,x,1\n';
    const refused = await stack.upload(IMPORT, { file: null }, 'variables.file', {
      body: new Blob([bad], { type: 'text/csv' }),
      name: 'tooltips.csv',
    });
    expect(refused.data.importSportTooltipsCsv.userErrors[0].message).toMatch(/^Line 3: /);
    expect((await sports()).find((s) => s.sportId === '56')!.tooltips.some((t) => t.phraseKey === 'tooltip_new')).toBe(false);
  });

  it('imports tooltip translations for one language, and refuses a key that is not a tooltip word', async () => {
    const IMPORT =
      'mutation($languageId: ID!, $file: Upload!) { importTooltipTranslationsCsv(languageId: $languageId, file: $file) { imported userErrors { message } } }';
    const csv = (rows: string) => ({ body: new Blob([`key,phrase\n${rows}`], { type: 'text/csv' }), name: 'tooltips-de.csv' });
    const ok = await stack.upload(IMPORT, { languageId: '2', file: null }, 'variables.file', csv('cash_out_info,Früh auszahlen\n'));
    expect(ok.data.importTooltipTranslationsCsv).toEqual({ imported: true, userErrors: [] });
    const res = await request(`${stack.emulatorUrl}/online-word?section=tooltips&term=cash_out_info&limit=10`, { headers: stack.auth });
    const word = ((await res.body.json()) as { items: { translation: { languageId: number; phrase: string }[] }[] }).items[0]!;
    expect(word.translation).toContainEqual(expect.objectContaining({ languageId: 2, phrase: 'Früh auszahlen' }));
    const refused = await stack.upload(IMPORT, { languageId: '2', file: null }, 'variables.file', csv('no_such_tooltip,Nein\n'));
    expect(refused.data.importTooltipTranslationsCsv.imported).toBe(false);
    expect(refused.data.importTooltipTranslationsCsv.userErrors[0].message).toMatch(/no_such_tooltip/);
  });

  it('lets a reader read but not write', async () => {
    const reader = await stack.signIn(MANAGER, {
      onlinePermissions: JSON.stringify({
        permissions: { 'CONFIGURATION.TOOLTIPS': 'read' },
        onlineWebsitePermissions: {},
        onlineHelpPermissions: {},
      }),
    });
    expect((await gql(SPORTS, {}, reader)).data.configurationTooltipSports.totalItems).toBeGreaterThan(0);
    const r = await gql(SAVE, { input: input({ sportId: '58' }) }, reader);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const c = await gql('mutation { createSportTooltips(sportId: "67") { userErrors { message } } }', {}, reader);
    expect(c.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
