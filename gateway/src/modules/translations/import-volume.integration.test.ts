import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';
import { entriesOf, revert } from '../../test/undo';

// A 30,000-row import at an operator's volume (issue 40), against the emulator: 30,000 words of
// which 20,000 have a German phrase. The preview counts every row right, and the import of the
// known rows writes them all and leaves the unknown keys out; its revert writes back the phrases it replaced.

// Seeding and reading 30,000 words takes seconds on a busy machine: no hook or test here is about time.
jest.setTimeout(120_000);
const stack = useEmulatorStack();
const { gql } = stack;
const WORDS = 30_000;
const GERMAN = '2';

const PREVIEW = `query($languageId: ID!, $file: Upload!) { previewTranslationsImport(languageId: $languageId, file: $file) {
  toAdd { key phrase } toChange { key oldPhrase newPhrase } unknownKeys { line key } malformedLines { line message }
  unchanged canApply canApplyKnownRows } }`;
const IMPORT_KNOWN = `mutation($languageId: ID!, $file: Upload!) { importTranslations(languageId: $languageId, file: $file, skipUnknownKeys: true) {
  added updated unchanged skipped userErrors { field message } } }`;

async function dev(path: string, body: unknown) {
  const res = await request(`${stack.emulatorUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...stack.auth },
    body: JSON.stringify(body),
  });
  const answer = (await res.body.json()) as Record<string, unknown>;
  if (res.statusCode >= 300) throw new Error(`${path}: ${res.statusCode} ${JSON.stringify(answer)}`);
  return answer;
}

let ids: number[] = [];
beforeAll(async () => {
  const seeded = (await dev('/_dev/seed-words', { count: WORDS, languageId: 1 })) as { firstWordId: number };
  ids = Array.from({ length: WORDS }, (_, i) => seeded.firstWordId + i);
  // German for the last 20,000 words.
  for (let start = 10_000; start < WORDS; start += 5_000) {
    const translations = ids
      .slice(start, start + 5_000)
      .map((id) => ({ section: 'bench', key: `bench_${id}`, languageId: 2, phrase: `de ${id}` }));
    await dev('/online-translation/bulk-save', { translations });
  }
});

/** 10,000 new German phrases, 10,000 changed, 10,000 the same, then two unknown keys. */
function csv(): string {
  const lines = ['section,key,phrase'];
  ids.forEach((id, i) =>
    lines.push(`bench,bench_${id},${i < 10_000 ? `Neu ${id}` : i < 20_000 ? `"Geändert ${id}, ""zitiert"""` : `de ${id}`}`),
  );
  lines.push('bench,missing_1,x', 'general,missing_2,y');
  return `${lines.join('\n')}\n`;
}

const upload = (query: string, text: string) =>
  stack.upload(query, { languageId: GERMAN, file: null }, 'variables.file', {
    body: new Blob([text], { type: 'text/csv' }),
    name: 'de.csv',
  });

it('previews 30,000 rows: every new, changed and unchanged phrase and every unknown key, by line', async () => {
  const r = await upload(PREVIEW, csv());
  expect(r.errors).toBeUndefined();
  const preview = r.data.previewTranslationsImport;
  expect(preview.toAdd).toHaveLength(10_000);
  expect(preview.toChange).toHaveLength(10_000);
  expect(preview.unchanged).toBe(10_000);
  expect(preview.malformedLines).toEqual([]);
  expect(preview.unknownKeys).toEqual([
    { line: WORDS + 2, key: 'bench.missing_1' },
    { line: WORDS + 3, key: 'general.missing_2' },
  ]);
  expect(preview.toAdd[0]).toEqual({ key: `bench.bench_${ids[0]}`, phrase: `Neu ${ids[0]}` });
  expect(preview.toChange[9_999]).toEqual({
    key: `bench.bench_${ids[19_999]}`,
    oldPhrase: `de ${ids[19_999]}`,
    newPhrase: `Geändert ${ids[19_999]}, "zitiert"`,
  });
  expect(preview).toMatchObject({ canApply: false, canApplyKnownRows: true });
});

it('imports the 30,000 known rows streamed, leaving out the unknown keys', async () => {
  const r = await upload(IMPORT_KNOWN, csv());
  expect(r.errors).toBeUndefined();
  expect(r.data.importTranslations).toEqual({ added: 10_000, updated: 10_000, unchanged: 10_000, skipped: 2, userErrors: [] });
  const again = (await upload(PREVIEW, csv())).data.previewTranslationsImport;
  expect(again).toMatchObject({ toAdd: [], toChange: [], unchanged: WORDS });
  const word = await gql('query($s: String) { words(search: $s) { items { translations { phrase language { code } } } } }', {
    s: `bench.bench_${ids[12_345]}`,
  });
  const german = word.data.words.items[0].translations.find((t: { language: { code: string } }) => t.language.code === 'de');
  expect(german.phrase).toBe(`Geändert ${ids[12_345]}, "zitiert"`);
});

it('keeps the 20,000 phrases the import changed on its entry, and its revert writes back the 10,000 it replaced', async () => {
  const [imported] = await entriesOf(stack, { operation: 'importTranslations', entityId: GERMAN }, 1);
  expect(imported!.undo).toBe('REVERT');
  expect(imported!.changes).toContainEqual({
    field: 'rows',
    before: '20,000 phrases as they were, kept for a revert',
    after: '20,000 phrases as the file wrote them',
  });
  const r = await revert(stack, imported!.id);
  expect(r.data.revertActivity.reverted).toHaveLength(10_000);
  expect(r.data.revertActivity.userErrors).toEqual([
    expect.objectContaining({ code: 'NOT_REVERTIBLE', message: expect.stringContaining('10,000 phrases this import added stay') }),
  ]);
  const again = (await upload(PREVIEW, csv())).data.previewTranslationsImport;
  // The added phrases stay, the replaced ones are as they were: the file would change those alone again.
  expect(again).toMatchObject({ unchanged: 20_000 });
  expect(again.toChange).toHaveLength(10_000);
  expect(again.toChange[0]).toMatchObject({ oldPhrase: `de ${ids[10_000]}` });
});
