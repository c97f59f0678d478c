import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, MANAGER, revert } from '../../test/undo';

// A tooltip translations CSV import reverted from Activity (issue 43): the gateway reads the
// tooltip words' phrases in the language before the file goes upstream, the entry keeps those the
// file changed, and the revert imports them back, leaving (and naming) what changed since. French
// (3), each story on tooltip words of its own.

const stack = useEmulatorStack();
const FRENCH = '3';
const IMPORT =
  'mutation($languageId: ID!, $file: Upload!) { importTooltipTranslationsCsv(languageId: $languageId, file: $file) { imported userErrors { field message } } }';

/** A `key,phrase` row; a phrase with a comma and quotes, as translators write them. */
type Row = [key: string, phrase: string];
const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;

let imports = 0;
async function importRows(rows: Row[], headers?: Record<string, string>) {
  const text = ['key,phrase', ...rows.map(([key, phrase]) => `${key},${cell(phrase)}`)].join('\n');
  const file = { body: new Blob([text], { type: 'text/csv' }), name: 'tooltips-fr.csv' };
  const r = await stack.upload(IMPORT, { languageId: FRENCH, file: null }, 'variables.file', file, headers);
  expect(r.data.importTooltipTranslationsCsv).toEqual({ imported: true, userErrors: [] });
  return latestImport();
}
const latestImport = async () => (await entriesOf(stack, { operation: 'importTooltipTranslationsCsv' }, ++imports))[0]!;

/** The word's French phrase, as the upstream holds it (null: none). */
async function phraseOf(key: string): Promise<string | null> {
  const res = await request(`${stack.emulatorUrl}/online-word?section=tooltips&key=${key}&limit=10`, { headers: stack.auth });
  const { items } = (await res.body.json()) as { items: { translation: { languageId: number; phrase: string }[] }[] };
  return items[0]?.translation.find((t) => String(t.languageId) === FRENCH)?.phrase ?? null;
}

/** The tooltip words, those with a French phrase apart (`bare`: none yet). */
let words: string[] = [];
let bare: string[] = [];
beforeAll(async () => {
  const res = await request(`${stack.emulatorUrl}/online-word?section=tooltips&limit=100`, { headers: stack.auth });
  const items = ((await res.body.json()) as { items: { key: string; translation: { languageId: number }[] }[] }).items;
  const french = (word: (typeof items)[number]) => word.translation.some((t) => String(t.languageId) === FRENCH);
  words = items.filter(french).map((word) => word.key);
  bare = items.filter((word) => !french(word)).map((word) => word.key);
});

/** Tooltip words of this story's own, imported as `Avant, "n"`, then overwritten by a second import: the second's entry. */
async function overwritten(n: number) {
  const keys = words.splice(0, n);
  await importRows(keys.map((key, i) => [key, `Avant, "${i}"`]));
  const second = await importRows(keys.map((key, i) => [key, `Après ${i}`]));
  return { keys, second };
}

describe('reverting a tooltip translations import', () => {
  it('keeps each phrase it changed on its entry, and puts them back as its own linked entry', async () => {
    const { keys, second } = await overwritten(2);
    expect(second).toMatchObject({ entityId: FRENCH, undo: 'REVERT', undoUnavailable: null, revertsRows: true });
    expect(second.changes).toContainEqual({
      field: 'phrases',
      before: '2 phrases as they were, kept for a revert',
      after: '2 phrases as the file wrote them',
    });

    const r = await revert(stack, second.id);
    expect(r.data.revertActivity).toMatchObject({ reverted: keys, userErrors: [] });
    expect(await phraseOf(keys[0]!)).toBe('Avant, "0"');
    expect(await phraseOf(keys[1]!)).toBe('Avant, "1"');
    const reverting = await latestImport();
    expect(reverting).toMatchObject({ reverts: second.id, undo: 'REVERT', entityId: FRENCH });
    const listed = await entriesOf(stack, { operation: 'importTooltipTranslationsCsv' }, imports);
    expect(listed.find((entry) => entry.id === second.id)?.revertedBy).toEqual([reverting.id]);
  });

  it('leaves a phrase a colleague changed since, naming them, and writes back the others', async () => {
    const { keys, second } = await overwritten(2);
    await importRows([[keys[0]!, 'Le leur']], await stack.signIn(DEVELOPER));

    const r = await revert(stack, second.id);
    expect(r.data.revertActivity.reverted).toEqual([keys[1]]);
    expect(r.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({ field: keys[0], code: 'CHANGED_SINCE', changedBy: DEVELOPER.email }),
    ]);
    expect(await phraseOf(keys[0]!)).toBe('Le leur');
    expect(await phraseOf(keys[1]!)).toBe('Avant, "1"');
  });

  it('is refused to whoever may not write tooltips, and changes nothing', async () => {
    const { keys, second } = await overwritten(1);
    const r = await revert(stack, second.id, undefined, await stack.signIn(MANAGER));
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await phraseOf(keys[0]!)).toBe('Après 0');
  });

  it('leaves a phrase it added where the word had none, and says so', async () => {
    const key = bare[0]!;
    const [kept] = words.splice(0, 1);
    const added = await importRows([
      [key, 'Nouveau'],
      [kept!, 'Changé'],
    ]);
    const r = await revert(stack, added.id);
    expect(r.data.revertActivity.reverted).toEqual([kept]);
    expect(r.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({
        code: 'NOT_REVERTIBLE',
        message: expect.stringContaining(`Left: 1 phrase this import added where the word had none (${key})`),
      }),
    ]);
    expect(await phraseOf(key)).toBe('Nouveau');
    expect(await phraseOf(kept!)).not.toBe('Changé');
    await latestImport();
  });

  it('says why an import that changed nothing offers no revert', async () => {
    const { keys } = await overwritten(1);
    const same = await importRows([[keys[0]!, 'Après 0']]);
    expect(same.undo).toBeNull();
    expect(same.undoUnavailable).toBe('This import changed no phrase: there is nothing to revert.');
  });
});
