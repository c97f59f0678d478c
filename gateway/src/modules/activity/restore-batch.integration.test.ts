import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, restore } from '../../test/undo';

// A bulk delete restored at once from Activity (issue 43): the app sends each row's delete with
// the bulk action's id (x-activity-batch); each row is its own entry sharing the batch, and
// "Restore all" on any of them restores every row, reporting per row.

const SAVE_WORD = 'mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { word { id } userErrors { message } } }';
const DELETE_WORD = 'mutation($id: ID!) { deleteWord(id: $id) { deletedWordId } }';
const WORD = 'query($id: ID!) { word(id: $id) { key } }';
const RESTORE_ALL = `mutation($id: ID!) {
  restoreActivityBatch(id: $id) { rows { entryId entityLabel entityId userErrors { message } } }
}`;

describe('restoring the rows of a bulk delete at once', () => {
  const stack = useEmulatorStack();
  let sectionId = '';
  let english = '';
  beforeAll(async () => {
    const languages = (await stack.gql('{ allLanguages { id code } }')).data.allLanguages as { id: string; code: string }[];
    english = languages.find((l) => l.code === 'en')!.id;
    const section = await stack.gql('mutation($input: CreateSectionInput!) { createSection(input: $input) { section { id } } }', {
      input: { title: 'Bulk restore', key: 'bulk_restore' },
    });
    sectionId = section.data.createSection.section.id as string;
  });
  const newWord = async (key: string) => {
    const r = await stack.gql(SAVE_WORD, { input: { sectionId, key, translations: [{ languageId: english, phrase: `${key} phrase` }] } });
    expect(r.data.saveTranslation.userErrors).toEqual([]);
    return r.data.saveTranslation.word.id as string;
  };
  const remove = (id: string, batch?: string, headers: Record<string, string> = stack.auth) =>
    stack.gql(DELETE_WORD, { id }, batch ? { ...headers, 'x-activity-batch': batch } : headers);
  const deleteEntry = async (id: string) => (await entriesOf(stack, { entityType: 'Word', entityId: id }, 2))[0]!;

  it('restores every row deleted in one bulk action from any of its entries, and no row deleted apart', async () => {
    const [a, b, alone] = [await newWord('bulk_a'), await newWord('bulk_b'), await newWord('bulk_alone')];
    await remove(a, 'bulk-one');
    await remove(b, 'bulk-one');
    await remove(alone);
    const [entryA, entryB, entryAlone] = [await deleteEntry(a), await deleteEntry(b), await deleteEntry(alone)];
    expect(entryA.batch).toBe('1:bulk-one');
    expect(entryB.batch).toBe(entryA.batch);
    expect(entryAlone.batch).toBeNull();

    const r = await stack.gql(RESTORE_ALL, { id: entryA.id });
    const rows = r.data.restoreActivityBatch.rows as { entryId: string; entityLabel: string; entityId: string; userErrors: unknown[] }[];
    expect(rows.map((row) => [row.entryId, row.entityLabel, row.userErrors])).toEqual([
      [entryB.id, 'bulk_restore.bulk_b', []],
      [entryA.id, 'bulk_restore.bulk_a', []],
    ]);
    for (const row of rows) expect((await stack.gql(WORD, { id: row.entityId })).data.word.key).toMatch(/^bulk_[ab]$/);
    // Each delete lists its restore, which wrote a record of another id, and the restore names it.
    const restoredA = rows.find((row) => row.entryId === entryA.id)!;
    const [restoring] = await entriesOf(stack, { entityType: 'Word', entityId: restoredA.entityId }, 1);
    expect(restoring!.reverts).toBe(entryA.id);
    expect((await deleteEntry(a)).revertedBy).toEqual([restoring!.id]);
    expect((await stack.gql(WORD, { id: alone })).data.word).toBeNull();

    const single = await stack.gql(RESTORE_ALL, { id: entryAlone.id });
    expect(single.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reports a row that cannot come back beside the ones that did (one already restored by Undo)', async () => {
    const [c, d] = [await newWord('bulk_c'), await newWord('bulk_d')];
    await remove(c, 'bulk-two');
    await remove(d, 'bulk-two');
    const entryC = await deleteEntry(c);
    expect((await restore(stack, entryC.id)).data.restoreActivity.userErrors).toEqual([]);

    const rows = (await stack.gql(RESTORE_ALL, { id: entryC.id })).data.restoreActivityBatch.rows as {
      entityLabel: string;
      userErrors: { message: string }[];
    }[];
    expect(rows.find((row) => row.entityLabel === 'bulk_restore.bulk_d')?.userErrors).toEqual([]);
    expect(rows.find((row) => row.entityLabel === 'bulk_restore.bulk_c')?.userErrors).toEqual([{ message: expect.any(String) }]);
  });

  it("binds a batch to its author: a colleague's rows sent with the same id are a bulk action of their own", async () => {
    const [e, f] = [await newWord('bulk_e'), await newWord('bulk_f')];
    await remove(e, 'bulk-three');
    await remove(f, 'bulk-three', await stack.signIn(DEVELOPER));
    const [entryE, entryF] = [await deleteEntry(e), await deleteEntry(f)];
    expect(entryE.batch).toBe('1:bulk-three');
    expect(entryF.batch).toBe(`${DEVELOPER.id}:bulk-three`);
  });

  it('restores a bulk larger than the rows restored at once, each reported in the order of the bulk', async () => {
    const keys = ['bulk_g1', 'bulk_g2', 'bulk_g3', 'bulk_g4', 'bulk_g5', 'bulk_g6'];
    const ids: string[] = [];
    for (const key of keys) ids.push(await newWord(key));
    for (const id of ids) await remove(id, 'bulk-four');
    const entries = [];
    for (const id of ids) entries.push(await deleteEntry(id));

    const rows = (await stack.gql(RESTORE_ALL, { id: entries[0]!.id })).data.restoreActivityBatch.rows as {
      entryId: string;
      entityLabel: string;
      entityId: string;
      userErrors: unknown[];
    }[];
    // Newest first, as the batch's entries are listed.
    expect(rows.map((row) => [row.entryId, row.entityLabel, row.userErrors])).toEqual(
      entries.map((entry, i) => [entry.id, `bulk_restore.${keys[i]}`, []]).reverse(),
    );
    for (const [i, row] of rows.entries())
      expect((await stack.gql(WORD, { id: row.entityId })).data.word.key).toBe(keys[keys.length - 1 - i]);
  });
});
