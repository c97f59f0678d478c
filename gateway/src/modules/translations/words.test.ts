import { useHarness, codes } from '../../test/harness';
import { ADMIN, MANAGER, page } from '../../test/fixtures';
import { TOOLTIPS, word } from './fixtures';

const h = useHarness();
const WORDS = `query($search: String, $sectionId: ID) {
  words(search: $search, sectionId: $sectionId) {
    items {
      id key translationKey keyLocked viewerCanDelete viewerCanEdit
      section { id key title isTooltips }
      translations { id phrase language { id code exportUrl } }
      exceptions { id phrase language { code } website { id url } }
    }
    totalItems pageCount page
  }
}`;
const SAVE = `mutation($input: SaveTranslationInput!) {
  saveTranslation(input: $input) { word { id translationKey } userErrors { field message } }
}`;

describe('words', () => {
  it('costs one call for the page plus one for languages, whatever the page holds', async () => {
    h.expectCheckAuth(MANAGER);
    const items = Array.from({ length: 10 }, (_, i) => word(i + 1, i % 3 === 0 ? TOOLTIPS : undefined));
    h.upstream.intercept({ path: '/online-word?page=1&limit=10&term=foo&section=2', method: 'GET' }).reply(200, page(items, 296, 30));
    // Exceptions carry only a languageId upstream: all languages, loaded once.
    h.upstream.intercept({ path: '/online-language', method: 'GET' }).reply(200, [
      { id: 1, name: 'English', code: 'en' },
      { id: 2, name: 'German', code: 'de' },
    ]);
    const r = await h.run(WORDS, { variables: { search: 'foo', sectionId: '2' }, cookie: h.sessionCookie(MANAGER) });
    expect(r.errors).toBeUndefined();
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /online-word', 'GET /online-language']);
    expect(r.data?.words.items[1]).toMatchObject({
      translationKey: 'sports.word_2',
      keyLocked: false,
      viewerCanDelete: false,
      viewerCanEdit: false,
      exceptions: [{ phrase: 'Ausnahme 2', language: { code: 'de' }, website: { id: '4', url: 'https://arena.example.com' } }],
    });
  });

  it('loads languages and sections once per request when words do not embed them', async () => {
    h.expectCheckAuth(ADMIN);
    const bare = Array.from({ length: 10 }, (_, i) => {
      const w = word(i + 1);
      return { ...w, section: null, translation: w.translation.map((t) => ({ ...t, language: null })), exceptions: [] };
    });
    h.upstream.intercept({ path: '/online-word?page=1&limit=10', method: 'GET' }).reply(200, page(bare, 10, 1));
    h.upstream.intercept({ path: '/online-language', method: 'GET' }).reply(200, [
      { id: 1, name: 'English', code: 'en' },
      { id: 2, name: 'German', code: 'de' },
    ]);
    h.upstream
      .intercept({ path: '/online-sections?shouldPaginate=false', method: 'GET' })
      .reply(200, page([{ id: 2, key: 'sports', title: 'Sports' }], 1, 1));
    const r = await h.run(WORDS, { cookie: h.sessionCookie(ADMIN) });
    expect(r.errors).toBeUndefined();
    expect([...r.calls].sort()).toEqual(['GET /online-language', 'GET /online-sections', 'GET /online-word', 'POST /auth/check-auth']);
    expect(r.data?.words.items[0]).toMatchObject({
      translationKey: 'sports.word_1',
      viewerCanDelete: true,
      translations: [{ language: { code: 'en' } }, { language: { code: 'de' } }],
    });
  });

  it('saves a word with an exception, mapping upstream fields to the input names', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/online-translation/update', method: 'POST' }).reply(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [
        { property: 'word', constraints: { matches: 'Key cannot have empty spaces' } },
        { property: 'exceptions.0.websiteId', constraints: { isUnique: 'Exception for https://a.example.com already exists' } },
      ],
    });
    const input = {
      wordId: '7',
      key: 'a b',
      sectionId: '2',
      translations: [{ languageId: '1', phrase: 'Hi' }],
      exceptions: [{ websiteId: '1', languageId: '1', phrase: 'Yo' }],
    };
    const r = await h.run(SAVE, { variables: { input }, cookie: h.sessionCookie(ADMIN) });
    expect(r.data?.saveTranslation).toEqual({
      word: null,
      userErrors: [
        { field: 'key', message: 'Key cannot have empty spaces' },
        { field: 'exceptions.0.websiteId', message: 'Exception for https://a.example.com already exists' },
      ],
    });
  });

  it('creates a word and answers it', async () => {
    h.expectCheckAuth(ADMIN);
    const body = { word: 'promo', sectionId: 2, translation: [{ phrase: 'Promo', languageId: 1 }], exceptions: [] };
    h.upstream
      .intercept({ path: '/online-translation/save', method: 'POST', body: JSON.stringify(body) })
      .reply(201, word(9, undefined, 'promo'));
    const r = await h.run(SAVE, {
      variables: { input: { key: 'promo', sectionId: '2', translations: [{ languageId: '1', phrase: 'Promo' }] } },
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.data?.saveTranslation).toEqual({ word: { id: '9', translationKey: 'sports.promo' }, userErrors: [] });
  });

  it('refuses to delete a tooltip-section word before any upstream write', async () => {
    h.expectCheckAuth(ADMIN);
    h.upstream.intercept({ path: '/online-translation/word/3', method: 'GET' }).reply(200, word(3, TOOLTIPS));
    const r = await h.run('mutation { deleteWord(id: "3") { deletedWordId } }', { cookie: h.sessionCookie(ADMIN) });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /online-translation/word/3']);
  });

  it('is FORBIDDEN for a read-only manager saving, with no upstream call', async () => {
    h.expectCheckAuth(MANAGER);
    const r = await h.run(SAVE, {
      variables: { input: { key: 'x', sectionId: '2', translations: [] } },
      cookie: h.sessionCookie(MANAGER),
    });
    expect(codes(r)).toEqual(['FORBIDDEN']);
    expect(r.calls).toEqual(['POST /auth/check-auth']);
  });
});
