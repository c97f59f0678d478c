import { useHarness } from '../../test/harness';
import { ADMIN, page } from '../../test/fixtures';

// Saving a tooltip with its translations: when the tooltip's own save fails, the translations
// written just before are put back, and the call list shows it.

const h = useHarness();
const SPORTS = '/tooltips?page=1&limit=200';
const query = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

const SAVE = `mutation($input: SaveSportTooltipInput!) { saveSportTooltip(input: $input) {
  tooltipSport { id } userErrors { field message } undone } }`;
const ROW = {
  id: 1,
  sportId: 58,
  name: 'Football',
  websiteIds: '[1]',
  tooltips: '[{"phrase_key":"tooltip_1x2","template_ids":[1],"tooltips":[{"selection_position":1}]}]',
};
const input = {
  sportId: '58',
  originalPhraseKey: null,
  phraseKey: 'tooltip_btts',
  templateIds: ['12'],
  selections: [{ position: '1' }, { position: '2' }],
  translations: [
    { selectionPosition: null, phrases: [{ languageId: '1', phrase: 'Both teams to score' }] },
    { selectionPosition: '1', phrases: [{ languageId: '1', phrase: 'Yes' }] },
    { selectionPosition: '2', phrases: [{ languageId: '1', phrase: 'No' }] },
  ],
};

const noWords = () => {
  h.upstream.intercept({ path: /^\/online-word\?/, method: 'GET' }).reply(200, page([], 0, 0));
};

function upstreamUntilPatch(words = noWords) {
  h.expectCheckAuth(ADMIN);
  h.upstream.intercept({ path: SPORTS, method: 'GET' }).reply(200, page([ROW], 1, 1));
  h.upstream
    .intercept({ path: /^\/tooltips\/check-tooltip-phrase-key/, method: 'GET' })
    .reply(200, { key_exist: false, translation_exist: false });
  words();
  h.upstream
    .intercept({ path: '/online-translation/bulk-save', method: 'POST' })
    .reply(201, { added: 3, updated: 0, unchanged: 0, wordsCreated: 3 });
}

describe('saveSportTooltip', () => {
  it('deletes the translations it wrote when the tooltip cannot be saved, and says so', async () => {
    upstreamUntilPatch();
    h.upstream.intercept({ path: '/tooltips/1', method: 'PATCH' }).reply(500, { message: 'boom' });
    let deleted = '';
    h.upstream.intercept({ path: (p) => p.startsWith('/online-translation/bulk-delete'), method: 'DELETE' }).reply(200, (opts) => {
      deleted = decodeURIComponent(String(opts.path));
      return { deleted: 3, notFound: [] };
    });
    const r = await h.run(SAVE, { variables: { input }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.saveSportTooltip).toMatchObject({ tooltipSport: null, undone: true });
    expect(r.data!.saveSportTooltip.userErrors[0].message).toMatch(/Its translations were put back as they were\.$/);
    expect(r.calls).toEqual([
      'POST /auth/check-auth',
      'GET /tooltips',
      'GET /tooltips/check-tooltip-phrase-key',
      'GET /online-word',
      'POST /online-translation/bulk-save',
      'PATCH /tooltips/1',
      'DELETE /online-translation/bulk-delete',
    ]);
    expect(deleted).toBe(
      '/online-translation/bulk-delete?keys=tooltips.tooltip_btts,tooltips.58_tooltip_btts_1,tooltips.58_tooltip_btts_2',
    );
  });

  it('puts back the words that existed, found by their exact keys on any page, and deletes only the new ones', async () => {
    // The upstream answers 201 words for the keys (it may match more than exact keys): the one that
    // exists is on page 2, past the first 200.
    const word = (id: number, key: string, phrase: string) => ({
      id,
      key,
      sectionId: 4,
      translation: [{ id: id * 10, phrase, languageId: 1 }],
      exceptions: [],
    });
    const others = Array.from({ length: 200 }, (_, i) => word(i + 1, `tooltip_btts_${i + 10}`, 'Other'));
    let asked = new URLSearchParams();
    const wordsPage = (n: number) => (path: string) => path.startsWith('/online-word?') && query(path).get('page') === String(n);
    upstreamUntilPatch(() => {
      h.upstream.intercept({ path: wordsPage(1), method: 'GET' }).reply(200, (opts) => {
        asked = query(String(opts.path));
        return page(others, 201, 2);
      });
      h.upstream.intercept({ path: wordsPage(2), method: 'GET' }).reply(200, page([word(500, 'tooltip_btts', 'Both score (old)')], 201, 2));
    });
    h.upstream.intercept({ path: '/tooltips/1', method: 'PATCH' }).reply(500, { message: 'boom' });
    let deleted = '';
    h.upstream.intercept({ path: (p) => p.startsWith('/online-translation/bulk-delete'), method: 'DELETE' }).reply(200, (opts) => {
      deleted = decodeURIComponent(String(opts.path));
      return { deleted: 2, notFound: [] };
    });
    let restored: unknown;
    h.upstream.intercept({ path: '/online-translation/bulk-save', method: 'POST' }).reply(201, (opts) => {
      restored = JSON.parse(opts.body as string);
      return { added: 0, updated: 1, unchanged: 0, wordsCreated: 0 };
    });
    const r = await h.run(SAVE, { variables: { input }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data!.saveSportTooltip).toMatchObject({ tooltipSport: null, undone: true });
    expect(['page', 'limit', 'key', 'section'].map((name) => asked.get(name))).toEqual([
      '1',
      '200',
      'tooltip_btts,58_tooltip_btts_1,58_tooltip_btts_2',
      'tooltips',
    ]);
    expect(deleted).toBe('/online-translation/bulk-delete?keys=tooltips.58_tooltip_btts_1,tooltips.58_tooltip_btts_2');
    expect(restored).toEqual({
      translations: [{ section: 'tooltips', key: 'tooltip_btts', languageId: 1, phrase: 'Both score (old)' }],
    });
  });

  it("refuses the spec's duplicates before any upstream write", async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: SPORTS, method: 'GET' }).reply(200, page([ROW], 1, 1));
    const r = await h.run(SAVE, {
      variables: { input: { ...input, phraseKey: 'tooltip_1x2', templateIds: ['1'], selections: [{ position: '1' }, { position: '1' }] } },
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.data!.saveSportTooltip.userErrors).toEqual([
      { field: 'phraseKey', message: 'Phrase Key tooltip_1x2 already exists.' },
      { field: 'templateIds', message: 'Template id 1 already exists for this sport' },
      { field: 'selections', message: 'Duplicated 1 selection id' },
    ]);
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /tooltips']);
  });
});

describe('deleteSportTooltips', () => {
  it("reads every sport's tooltips once, however many tooltips the sport has, and keeps keys another sport uses", async () => {
    h.expectCheckAuth(ADMIN);
    const twoTooltips =
      '[{"phrase_key":"tooltip_1x2","template_ids":[1],"tooltips":[{"selection_position":1}]},' +
      '{"phrase_key":"tooltip_btts","template_ids":[12],"tooltips":[{"selection_position":1}]}]';
    const otherSport = {
      ...ROW,
      id: 2,
      sportId: 55,
      name: 'Basketball',
      tooltips: '[{"phrase_key":"tooltip_1x2","template_ids":[1],"tooltips":[]}]',
    };
    h.upstream.intercept({ path: SPORTS, method: 'GET' }).reply(200, page([{ ...ROW, tooltips: twoTooltips }, otherSport], 2, 1));
    h.upstream.intercept({ path: '/tooltips/1', method: 'DELETE' }).reply(200, {});
    let deleted = '';
    h.upstream.intercept({ path: (p) => p.startsWith('/online-translation/bulk-delete'), method: 'DELETE' }).reply(200, (opts) => {
      deleted = decodeURIComponent(String(opts.path));
      return { deleted: 3, notFound: [] };
    });
    const r = await h.run('mutation { deleteSportTooltips(id: "1") { deletedId userErrors { message } } }', {
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.data!.deleteSportTooltips).toEqual({ deletedId: '1', userErrors: [] });
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /tooltips', 'DELETE /tooltips/1', 'DELETE /online-translation/bulk-delete']);
    expect(deleted).toBe('/online-translation/bulk-delete?keys=tooltips.58_tooltip_1x2_1,tooltips.tooltip_btts,tooltips.58_tooltip_btts_1');
  });
});
