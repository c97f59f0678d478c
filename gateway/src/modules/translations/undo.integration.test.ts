import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, restore, revert } from '../../test/undo';
import { undoCases } from '../../test/undo-cases';

// Translations put back from Activity (issue 43): a language's rename reverted, a stale one
// refused, a delete restored; a section's and a word's the same four cases (a word's English phrase).

const CREATE = 'mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id } userErrors { message } } }';
const UPDATE = 'mutation($input: UpdateLanguageInput!) { updateLanguage(input: $input) { userErrors { message } } }';
const READ = 'query($id: ID!) { language(id: $id) { name code } }';
const SECTION_CREATE = 'mutation($input: CreateSectionInput!) { createSection(input: $input) { section { id } userErrors { message } } }';
const SECTION_UPDATE = 'mutation($input: UpdateSectionInput!) { updateSection(input: $input) { userErrors { message } } }';
const SAVE_WORD = 'mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { word { id } userErrors { field message } } }';
const WORD = 'query($id: ID!) { word(id: $id) { translations { phrase language { code } } } }';

describe('undo on languages', () => {
  const stack = useEmulatorStack();

  const newLanguage = async (name: string, code: string) =>
    (await stack.gql(CREATE, { input: { name, code } })).data.createLanguage.language.id as string;

  it('reverts a rename, and refuses it once a colleague renamed it again', async () => {
    const id = await newLanguage('Undoish', 'ud');
    await stack.gql(UPDATE, { input: { id, name: 'Undoish 2', code: 'ud' } });
    const [renamed] = await entriesOf(stack, { entityType: 'Language', entityId: id }, 2);
    await stack.gql(UPDATE, { input: { id, name: 'Undoish 3', code: 'ud' } }, await stack.signIn(DEVELOPER));
    const stale = await revert(stack, renamed!.id);
    expect(stale.data.revertActivity).toMatchObject({ reverted: [], userErrors: [{ field: 'name', changedBy: 'developer@example.com' }] });

    const [colleagues] = await entriesOf(stack, { entityType: 'Language', entityId: id }, 3);
    expect((await revert(stack, colleagues!.id)).data.revertActivity.reverted).toEqual(['name']);
    expect((await stack.gql(READ, { id })).data.language).toEqual({ name: 'Undoish 2', code: 'ud' });
  });

  it('restores a deleted language with its name and code, saying what does not come back when it had no phrases', async () => {
    const id = await newLanguage('Goneish', 'gx');
    await stack.gql('mutation($id: ID!) { deleteLanguage(id: $id) { userErrors { message } } }', { id });
    const [deleted] = await entriesOf(stack, { entityType: 'Language', entityId: id }, 2);
    expect(deleted!.restoreLoses).toContain('exceptions');
    const r = await restore(stack, deleted!.id);
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    expect((await stack.gql(READ, { id: r.data.restoreActivity.entityId })).data.language).toEqual({ name: 'Goneish', code: 'gx' });
  });

  it("restores a deleted language with its words' phrases, kept packed by the delete entry", async () => {
    const id = await newLanguage('Phrasish', 'px');
    const words = (await stack.gql('{ words(page: 1, pageSize: 3) { items { id key section { id } } } }')).data.words.items as {
      id: string;
      key: string;
      section: { id: string };
    }[];
    for (const [index, word] of words.entries()) {
      const input = {
        wordId: word.id,
        key: word.key,
        sectionId: word.section.id,
        translations: [{ languageId: id, phrase: `Px "${index}"` }],
      };
      expect((await stack.gql(SAVE_WORD, { input })).data.saveTranslation.userErrors).toEqual([]);
    }
    await stack.gql('mutation($id: ID!) { deleteLanguage(id: $id) { userErrors { message } } }', { id });
    const [deleted] = await entriesOf(stack, { entityType: 'Language', entityId: id }, 5);
    expect(deleted!.changes).toContainEqual({ field: 'phrases', before: '3 phrases, kept for a restore', after: null });
    expect(deleted!.restoreLoses).toContain('Its phrases come back');

    const r = await restore(stack, deleted!.id);
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    const restored = r.data.restoreActivity.entityId as string;
    for (const [index, word] of words.entries()) {
      const phrases = (await stack.gql(WORD, { id: word.id })).data.word.translations as { phrase: string; language: { code: string } }[];
      expect(phrases.find((t) => t.language.code === 'px')?.phrase).toBe(`Px "${index}"`);
    }
    const [imported] = await entriesOf(stack, { operation: 'importTranslations', entityId: restored }, 1);
    expect(imported!.reverts).toBe(deleted!.id);
  });
});

describe('undo on sections', () => {
  const stack = useEmulatorStack();
  const keyOf = (title: string) => title.toLowerCase().replace(/ /g, '_');
  undoCases(
    stack,
    () => ({
      entityType: 'Section',
      field: 'title',
      create: async (title) =>
        (await stack.gql(SECTION_CREATE, { input: { title, key: keyOf(title) } })).data.createSection.section.id as string,
      update: async (id, title, as) => {
        const key = (await stack.gql('query($id: ID!) { section(id: $id) { key } }', { id })).data.section.key as string;
        const r = await stack.gql(SECTION_UPDATE, { input: { id, title, key } }, as);
        expect(r.data.updateSection.userErrors).toEqual([]);
      },
      remove: async (id) => void (await stack.gql('mutation($id: ID!) { deleteSection(id: $id) { deletedSectionId } }', { id })),
      read: async (id) =>
        ((await stack.gql('query($id: ID!) { section(id: $id) { title } }', { id })).data.section?.title ?? null) as string | null,
    }),
    'Undo section',
  );
});

describe('undo on words', () => {
  const stack = useEmulatorStack();
  let english = '';
  let sectionId = '';
  beforeAll(async () => {
    english = ((await stack.gql('{ allLanguages { id code } }')).data.allLanguages as { id: string; code: string }[]).find(
      (l) => l.code === 'en',
    )!.id;
    sectionId = (await stack.gql(SECTION_CREATE, { input: { title: 'Undo words', key: 'undo_words' } })).data.createSection.section
      .id as string;
  });
  const save = async (input: Record<string, unknown>, headers?: Record<string, string>) => {
    const r = await stack.gql(SAVE_WORD, { input: { sectionId, ...input } }, headers);
    expect(r.data.saveTranslation.userErrors).toEqual([]);
    return r.data.saveTranslation.word.id as string;
  };
  let words = 0;
  undoCases(
    stack,
    () => ({
      entityType: 'Word',
      field: 'translations.en',
      create: (phrase) => save({ key: `undo_word_${++words}`, translations: [{ languageId: english, phrase }] }),
      update: async (wordId, phrase, as) => {
        const key = (await stack.gql('query($id: ID!) { word(id: $id) { key } }', { id: wordId })).data.word.key as string;
        await save({ wordId, key, translations: [{ languageId: english, phrase }] }, as);
      },
      remove: async (id) => void (await stack.gql('mutation($id: ID!) { deleteWord(id: $id) { deletedWordId } }', { id })),
      read: async (id) => {
        const word = (await stack.gql(WORD, { id })).data.word as { translations: { phrase: string; language: { code: string } }[] } | null;
        return word?.translations.find((t) => t.language.code === 'en')?.phrase ?? null;
      },
    }),
    'Undo phrase',
  );
});
