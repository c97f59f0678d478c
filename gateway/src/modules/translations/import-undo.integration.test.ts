import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, MANAGER, revert } from '../../test/undo';

// A translations CSV import reverted from Activity (issue 43): its entry keeps each phrase it
// changed as it was; the revert imports those back, leaving (and naming) what changed since.

const stack = useEmulatorStack();
const IMPORT = `mutation($languageId: ID!, $file: Upload!) { importTranslations(languageId: $languageId, file: $file) {
  added updated userErrors { field message } } }`;
const SAVE_WORD = 'mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { userErrors { field message } } }';
const PHRASES = 'query($id: ID!) { word(id: $id) { translations { phrase language { code } } } }';

interface Word {
  id: string;
  key: string;
  section: { id: string; key: string };
}

let words: Word[] = [];
let languages = 0;
beforeAll(async () => {
  words = (await stack.gql('{ words(page: 1, pageSize: 3) { items { id key section { id key } } } }')).data.words.items as Word[];
});

const csv = (phrases: string[]) =>
  ['section,key,phrase', ...phrases.map((phrase, i) => `${words[i]!.section.key},${words[i]!.key},"${phrase}"`)].join('\n');

async function importAs(languageId: string, phrases: string[]) {
  const file = { body: new Blob([csv(phrases)], { type: 'text/csv' }), name: 'import.csv' };
  const r = await stack.upload(IMPORT, { languageId, file: null }, 'variables.file', file);
  expect(r.data.importTranslations.userErrors).toEqual([]);
}

const phraseOf = async (word: Word, code: string) =>
  ((await stack.gql(PHRASES, { id: word.id })).data.word.translations as { phrase: string; language: { code: string } }[]).find(
    (t) => t.language.code === code,
  )?.phrase ?? null;

/** A language of its own with the three words' phrases imported (`one 0`, `one 1`, `one 2`), then overwritten by a second import. */
async function overwritten() {
  const code = `i${++languages}`;
  const created = await stack.gql('mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id } } }', {
    input: { name: `Import ${code}`, code },
  });
  const id = created.data.createLanguage.language.id as string;
  await importAs(id, ['one 0', 'one 1', 'one 2']);
  await importAs(id, ['two 0', 'two 1', 'one 2']);
  const [second, first] = await entriesOf(stack, { operation: 'importTranslations', entityId: id }, 2);
  return { id, code, first: first!, second: second! };
}

describe('reverting a translations import', () => {
  it('keeps each phrase it changed on its entry, and puts them back as its own linked entry', async () => {
    const { id, code, second } = await overwritten();
    // Its revert puts back the rows it kept; it is no record's version, and its fields are its counts.
    expect(second).toMatchObject({ undo: 'REVERT', undoUnavailable: null, revertsRows: true, backToVersion: false });
    expect(second.changes).toContainEqual({
      field: 'rows',
      before: '2 phrases as they were, kept for a revert',
      after: '2 phrases as the file wrote them',
    });

    const r = await revert(stack, second.id);
    const keys = words.slice(0, 2).map((word) => `${word.section.key}.${word.key}`);
    expect(r.data.revertActivity).toEqual({ reverted: keys, entityId: id, userErrors: [] });
    expect(await phraseOf(words[0]!, code)).toBe('one 0');
    expect(await phraseOf(words[1]!, code)).toBe('one 1');
    const [reverting] = await entriesOf(stack, { operation: 'importTranslations', entityId: id }, 3);
    expect(reverting!.reverts).toBe(second.id);
    // The revert is an import entry of its own, which can itself be reverted.
    expect(reverting!.undo).toBe('REVERT');
  });

  it('leaves a phrase a colleague changed since, naming them, and writes back the others', async () => {
    const { id, code, second } = await overwritten();
    const word = words[0]!;
    const theirs = { wordId: word.id, key: word.key, sectionId: word.section.id, translations: [{ languageId: id, phrase: 'theirs' }] };
    expect((await stack.gql(SAVE_WORD, { input: theirs }, await stack.signIn(DEVELOPER))).data.saveTranslation.userErrors).toEqual([]);

    const r = await revert(stack, second.id);
    expect(r.data.revertActivity.reverted).toEqual([`${words[1]!.section.key}.${words[1]!.key}`]);
    expect(r.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({ field: `${word.section.key}.${word.key}`, code: 'CHANGED_SINCE', changedBy: DEVELOPER.email }),
    ]);
    expect(await phraseOf(word, code)).toBe('theirs');
    expect(await phraseOf(words[1]!, code)).toBe('one 1');
  });

  it('takes away the phrases the import added where the word had none, one save of the word each', async () => {
    const { code, first } = await overwritten();
    await importAs(first.entityId, ['one 0', 'one 1', 'one 2']);
    const r = await revert(stack, first.id);
    expect(r.data.revertActivity).toMatchObject({ reverted: words.map((word) => `${word.section.key}.${word.key}`), userErrors: [] });
    for (const word of words) expect(await phraseOf(word, code)).toBeNull();
    const cleared = await entriesOf(stack, { entityType: 'Word', entityId: words[2]!.id }, 1);
    expect(cleared[0]!.reverts).toBe(first.id);
  });

  it('is refused to whoever may not write translations, and changes nothing', async () => {
    const { code, second } = await overwritten();
    const r = await revert(stack, second.id, undefined, await stack.signIn(MANAGER));
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await phraseOf(words[0]!, code)).toBe('two 0');
  });

  it('says why an import that changed nothing offers no revert', async () => {
    const { id } = await overwritten();
    await importAs(id, ['two 0', 'two 1', 'one 2']);
    const [same] = await entriesOf(stack, { operation: 'importTranslations', entityId: id }, 3);
    expect(same!.undo).toBeNull();
    expect(same!.undoUnavailable).toBe('This import changed no phrase: there is nothing to revert.');
  });
});
