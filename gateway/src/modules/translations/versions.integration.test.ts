import { useEmulatorStack } from '../../test/emulator-stack';

// Two staff on one language, section or word (issue 28): the issue's own example, language L's
// edit modal open in two browsers, no longer ends with the first save silently gone.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };

const LANGUAGE = `query($id: ID!) { language(id: $id) { name code version } }`;
const UPDATE_LANGUAGE = `mutation($input: UpdateLanguageInput!) { updateLanguage(input: $input) {
  language { name version } userErrors { code conflict { changedBy version fields { name theirs } } } } }`;
const WORD = `query($id: ID!) { word(id: $id) { key section { id } version translations { phrase language { id code } } } }`;
const SAVE_WORD = `mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) {
  word { id } userErrors { code conflict { changedBy fields { name theirs } } } } }`;
const flush = () => stack.gateway.services.activity?.flush();

type Language = { name: string; code: string; version: string };
const language = async (id: string) => (await gql(LANGUAGE, { id })).data.language as Language | null;

describe('languages', () => {
  it('reads one language by id, null when unknown', async () => {
    expect(await language('1')).toMatchObject({ version: expect.stringMatching(/^v1:/) });
    expect(await language('999999')).toBeNull();
  });

  it('gives a listed language the version its own query gives (read from the row, no call per row)', async () => {
    const listed = (await gql('{ languages(page: 1, pageSize: 5) { items { id version } } }')).data.languages.items as {
      id: string;
      version: string;
    }[];
    for (const { id, version } of listed) expect((await language(id))!.version).toBe(version);
  });

  it('refuses the second of two saves of the same language and names who saved first; nothing is lost', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const base = (await language('2'))!;
    const theirs = await gql(
      UPDATE_LANGUAGE,
      { input: { id: '2', name: 'Theirs', code: base.code, baseVersion: base.version } },
      developer,
    );
    expect(theirs.data.updateLanguage.userErrors).toEqual([]);
    await flush();

    const mine = await gql(UPDATE_LANGUAGE, { input: { id: '2', name: 'Mine', code: base.code, baseVersion: base.version } });
    const [error] = mine.data.updateLanguage.userErrors;
    expect(mine.data.updateLanguage.language).toBeNull();
    expect(error).toMatchObject({
      code: 'CONFLICT',
      conflict: { changedBy: 'developer@example.com', fields: [{ name: 'name', theirs: 'Theirs' }] },
    });
    expect((await language('2'))!.name).toBe('Theirs');
  });
});

describe('words', () => {
  it('refuses a save over a colleague’s change to a phrase', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const word = (await gql(WORD, { id: '1' })).data.word;
    const [first] = word.translations as { phrase: string; language: { id: string; code: string } }[];
    const input = (phrase: string) => ({
      wordId: '1',
      key: word.key,
      sectionId: word.section.id,
      translations: [{ languageId: first!.language.id, phrase }],
      baseVersion: word.version,
    });
    expect((await gql(SAVE_WORD, { input: input('Their phrase') }, developer)).data.saveTranslation.userErrors).toEqual([]);
    await flush();

    const mine = await gql(SAVE_WORD, { input: input('My phrase') });
    expect(mine.data.saveTranslation.userErrors[0]).toMatchObject({
      code: 'CONFLICT',
      conflict: { changedBy: 'developer@example.com', fields: [{ name: `translations.${first!.language.code}`, theirs: 'Their phrase' }] },
    });
    const now = (await gql(WORD, { id: '1' })).data.word;
    expect(now.translations.find((t: { language: { id: string } }) => t.language.id === first!.language.id).phrase).toBe('Their phrase');
  });

  type Phrase = { phrase: string; language: { id: string; code: string } };
  const phraseSave = (word: { key: string; section: { id: string }; version: string }, languageId: string, phrase: string) => ({
    wordId: '2',
    key: word.key,
    sectionId: word.section.id,
    translations: [{ languageId, phrase }],
    baseVersion: word.version,
  });
  const phraseOf = (word: { translations: Phrase[] }, languageId: string) =>
    word.translations.find((t) => t.language.id === languageId)?.phrase;

  it('merges a stale save of another phrase: the colleague’s phrase stays, and Activity shows no phrase put back', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const base = (await gql(WORD, { id: '2' })).data.word;
    const [first, second] = base.translations as Phrase[];
    const theirs = await gql(SAVE_WORD, { input: phraseSave(base, first!.language.id, 'Their English') }, developer);
    expect(theirs.data.saveTranslation.userErrors).toEqual([]);
    await flush();

    const mine = await gql(SAVE_WORD, { input: phraseSave(base, second!.language.id, 'Mein Deutsch') });
    expect(mine.data.saveTranslation.userErrors).toEqual([]);
    await flush();
    const now = (await gql(WORD, { id: '2' })).data.word;
    expect(phraseOf(now, first!.language.id)).toBe('Their English');
    expect(phraseOf(now, second!.language.id)).toBe('Mein Deutsch');
    const activity = await gql(
      `{ activity(filter: { entityType: "Word", entityId: "2" }, pageSize: 1) { items { changes { field after } } } }`,
    );
    expect(activity.data.activity.items[0].changes).toEqual([{ field: `translations.${second!.language.code}`, after: 'Mein Deutsch' }]);
  });

  it('refuses a stale save of the same phrase for that phrase alone, naming who changed it', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const base = (await gql(WORD, { id: '2' })).data.word;
    const [first] = base.translations as Phrase[];
    await gql(SAVE_WORD, { input: phraseSave(base, first!.language.id, 'Their phrase again') }, developer);
    await flush();

    const mine = await gql(SAVE_WORD, { input: phraseSave(base, first!.language.id, 'My phrase again') });
    expect(mine.data.saveTranslation.userErrors[0]).toMatchObject({
      code: 'CONFLICT',
      conflict: {
        changedBy: 'developer@example.com',
        fields: [{ name: `translations.${first!.language.code}`, theirs: 'Their phrase again' }],
      },
    });
    expect(phraseOf((await gql(WORD, { id: '2' })).data.word, first!.language.id)).toBe('Their phrase again');
  });
});
