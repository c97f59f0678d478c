import { Readable } from 'node:stream';
import { Upload } from 'graphql-upload-minimal';
import { useHarness } from '../../test/harness';
import { ADMIN } from '../../test/fixtures';

// The import preview's upstream cost (issue 40): the language's phrases are read in pages of
// 5,000 words with that language's phrases only; an upstream that answers every language is
// read as well, one page at a time.

const h = useHarness();

const PREVIEW = `query($file: Upload!) { previewTranslationsImport(languageId: "2", file: $file) {
  toAdd { key phrase } toChange { key oldPhrase newPhrase } unknownKeys { line key } unchanged } }`;

function upload() {
  const u = new Upload();
  // `resolve` is set in the constructor but missing from the typings.
  (u as unknown as { resolve(file: unknown): void }).resolve({
    filename: 'de.csv',
    mimetype: 'text/csv',
    encoding: '7bit',
    fieldName: 'file',
    // In pieces that cut rows: the file is read as it streams.
    createReadStream: () =>
      Readable.from(['section,key,phrase\ngeneral,a,Neu\ngen', 'eral,b,Anders\ngeneral,c,Gleich\nsports,z,x\n'].map((t) => Buffer.from(t))),
  });
  return u;
}

const word = (key: string, phrases: Record<string, string>) => ({
  key,
  sectionId: 1,
  section: { key: 'general' },
  translation: Object.entries(phrases).map(([languageId, phrase]) => ({ languageId, phrase })),
});

function wordsPage(page: number, items: object[], pageCount = 3) {
  h.upstream
    .intercept({ path: `/online-word?page=${page}&limit=5000&languageId=2`, method: 'GET' })
    .reply(200, { items, totalItems: 12_000, pageCount });
}

describe('translations import preview', () => {
  it("reads the language's phrases in pages of 5,000 and compares each row", async () => {
    h.expectCheckAuth(ADMIN);
    wordsPage(1, [word('a', {})]);
    wordsPage(2, [word('b', { 2: 'Alt' })]);
    wordsPage(3, [word('c', { 2: 'Gleich' })]);
    const r = await h.run(PREVIEW, { cookie: h.sessionCookie(ADMIN), variables: { file: upload() } });
    expect(r.errors).toBeUndefined();
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /online-word', 'GET /online-word', 'GET /online-word']);
    expect(r.data?.previewTranslationsImport).toEqual({
      toAdd: [{ key: 'general.a', phrase: 'Neu' }],
      toChange: [{ key: 'general.b', oldPhrase: 'Alt', newPhrase: 'Anders' }],
      unknownKeys: [{ line: 5, key: 'sports.z' }],
      unchanged: 1,
    });
  });

  it('reads an upstream that answers every language the same way', async () => {
    h.expectCheckAuth(ADMIN);
    wordsPage(1, [word('a', { 1: 'New' }), word('b', { 1: 'Other', 2: 'Alt' })], 2);
    wordsPage(2, [word('c', { 1: 'Same', 2: 'Gleich', 3: 'Pareil' })], 2);
    const r = await h.run(PREVIEW, { cookie: h.sessionCookie(ADMIN), variables: { file: upload() } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.previewTranslationsImport).toMatchObject({
      toAdd: [{ key: 'general.a', phrase: 'Neu' }],
      toChange: [{ key: 'general.b', oldPhrase: 'Alt', newPhrase: 'Anders' }],
      unchanged: 1,
    });
  });
});
