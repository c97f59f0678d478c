import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';

// CSV export/import and organisation pulls through the real HTTP stack against
// the in-process emulator (its CSV and territory source are the contract).

const MAX_UPLOAD = 64 * 1024;
const stack = useEmulatorStack({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD) });
const { gql } = stack;

afterEach(async () => {
  await request(`${stack.emulatorUrl}/_dev/faults`, { method: 'DELETE' }).then((r) => r.body.dump());
});

const upload = (query: string, languageId: string, csv: string | Buffer, name = 'upload.csv') =>
  stack.upload(query, { languageId, file: null }, 'variables.file', { body: new Blob([csv], { type: 'text/csv' }), name });

const PREVIEW = `query($languageId: ID!, $file: Upload!) { previewTranslationsImport(languageId: $languageId, file: $file) {
  toAdd { key phrase } toChange { key oldPhrase newPhrase } unknownKeys { line key } malformedLines { line message } unchanged canApply } }`;
const IMPORT = `mutation($languageId: ID!, $file: Upload!) { importTranslations(languageId: $languageId, file: $file) {
  added updated unchanged userErrors { field message } } }`;
const PREVIEW_KNOWN = `query($languageId: ID!, $file: Upload!) { previewTranslationsImport(languageId: $languageId, file: $file) {
  unknownKeys { line key } canApply canApplyKnownRows } }`;
const IMPORT_KNOWN = `mutation($languageId: ID!, $file: Upload!) { importTranslations(languageId: $languageId, file: $file, skipUnknownKeys: true) {
  added updated unchanged skipped userErrors { field message } } }`;
const WELCOME = '{ words(search: "general.welcome_title") { items { translations { phrase language { code } } } } }';
const englishWelcome = async () => (await gql(WELCOME)).data.words.items[0].translations.find((t: any) => t.language.code === 'en').phrase;

describe('CSV export', () => {
  it('streams the language CSV with formula cells neutralised', async () => {
    const word = (await gql('{ words(search: "general.welcome_title") { items { id key section { id } } } }')).data.words.items[0];
    const saved = await gql('mutation($i: SaveTranslationInput!) { saveTranslation(input: $i) { userErrors { message } } }', {
      i: { wordId: word.id, key: word.key, sectionId: word.section.id, translations: [{ languageId: '1', phrase: '=HYPERLINK("x")' }] },
    });
    expect(saved.data.saveTranslation.userErrors).toEqual([]);
    const res = await request(`${stack.base}/exports/translations/1.csv`, { headers: stack.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="language-en-translations.csv"');
    const text = await res.body.text();
    expect(text.split('\n')[0]).toBe('section,key,phrase');
    expect(text).toContain('general,welcome_title,"\'=HYPERLINK(""x"")"');
  });

  it('answers 404 with the spec message for a language without phrases, 401 signed out', async () => {
    const created = await gql('mutation { createLanguage(input: { name: "Italian", code: "it" }) { language { id exportUrl } } }');
    const res = await request(`${stack.base}${created.data.createLanguage.language.exportUrl}`, { headers: stack.auth });
    expect(res.statusCode).toBe(404);
    expect(await res.body.json()).toEqual({ message: 'There is no available translations for given language!' });
    const anonymous = await request(`${stack.base}/exports/translations/1.csv`);
    expect(anonymous.statusCode).toBe(401);
    await anonymous.body.dump();
  });
});

describe('CSV import', () => {
  it('previews a malformed file line by line, and importing it changes nothing', async () => {
    const before = await englishWelcome();
    const csv = 'section,key,phrase\ngeneral,welcome_title,Hello\ngeneral,"broken,x\n';
    const preview = (await upload(PREVIEW, '1', 'section,key,phrase\ngeneral,welcome_title,Hello\nonly,two\nsports,nope,x\n')).data
      .previewTranslationsImport;
    expect(preview.malformedLines).toEqual([{ line: 3, message: 'Line 3: expected 3 columns, found 2' }]);
    expect(preview.unknownKeys).toEqual([{ line: 4, key: 'sports.nope' }]);
    expect(preview.canApply).toBe(false);
    const result = (await upload(IMPORT, '1', csv)).data.importTranslations;
    expect(result.added).toBeNull();
    expect(result.userErrors[0].field).toBe('file');
    expect(await englishWelcome()).toBe(before);
  });

  it('previews the changes, then applies them', async () => {
    const csv = 'section,key,phrase\ngeneral,welcome_title,"Welcome, friend"\n';
    const preview = (await upload(PREVIEW, '1', csv)).data.previewTranslationsImport;
    expect(preview).toMatchObject({ toChange: [{ key: 'general.welcome_title', newPhrase: 'Welcome, friend' }], canApply: true });
    const result = (await upload(IMPORT, '1', csv)).data.importTranslations;
    expect(result).toEqual({ added: 0, updated: 1, unchanged: 0, userErrors: [] });
    expect(await englishWelcome()).toBe('Welcome, friend');
  });

  it('applies the known rows and skips the unknown keys when asked, and says how many it skipped', async () => {
    const csv = 'section,key,phrase\ngeneral,welcome_title,"Hi, ""friend"""\nsports,nope,x\n';
    const preview = (await upload(PREVIEW_KNOWN, '1', csv)).data.previewTranslationsImport;
    expect(preview).toMatchObject({ canApply: false, canApplyKnownRows: true, unknownKeys: [{ line: 3, key: 'sports.nope' }] });
    const strict = (await upload(IMPORT, '1', csv)).data.importTranslations;
    expect(strict.added).toBeNull();
    const skipping = (await upload(IMPORT_KNOWN, '1', csv)).data.importTranslations;
    expect(skipping).toEqual({ added: 0, updated: 1, unchanged: 0, skipped: 1, userErrors: [] });
    expect(await englishWelcome()).toBe('Hi, "friend"');
  });

  it('still refuses a malformed file whole when skipping unknown keys', async () => {
    const before = await englishWelcome();
    const csv = 'section,key,phrase\ngeneral,welcome_title,Changed\nonly,two\n';
    const preview = (await upload(PREVIEW_KNOWN, '1', csv)).data.previewTranslationsImport;
    expect(preview.canApplyKnownRows).toBe(false);
    const result = (await upload(IMPORT_KNOWN, '1', csv)).data.importTranslations;
    expect(result).toEqual({
      added: null,
      updated: null,
      unchanged: null,
      skipped: null,
      userErrors: [{ field: 'file', message: 'Line 3: expected 3 columns, found 2' }],
    });
    expect(await englishWelcome()).toBe(before);
  });

  it.each([
    [
      'a binary file named .csv',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      'upload.csv',
      'The file must be UTF-8 text (CSV). Save it as CSV UTF-8 and try again.',
    ],
    [
      'a Latin-1 CSV',
      Buffer.concat([Buffer.from('section,key,phrase\ngeneral,welcome_title,Caf'), Buffer.from([0xe9]), Buffer.from('\n')]),
      'upload.csv',
      'The file must be UTF-8 text (CSV). Save it as CSV UTF-8 and try again.',
    ],
    [
      'a text file not named .csv',
      Buffer.from('section,key,phrase\ngeneral,welcome_title,Hi\n'),
      'upload.txt',
      'Only .csv files can be imported.',
    ],
  ])('refuses %s with a clear message and changes nothing', async (_what, bytes, name, message) => {
    const before = await englishWelcome();
    for (const query of [IMPORT, IMPORT_KNOWN]) {
      const result = (await upload(query, '1', bytes, name)).data.importTranslations;
      expect(result.userErrors).toEqual([{ field: 'file', message }]);
    }
    expect(await englishWelcome()).toBe(before);
  });

  it('rejects an oversized upload and changes nothing', async () => {
    const before = await englishWelcome();
    const csv = `section,key,phrase\ngeneral,welcome_title,${'x'.repeat(MAX_UPLOAD + 10)}\n`;
    const result = await upload(IMPORT, '1', csv);
    expect(result.data.importTranslations.userErrors).toEqual([{ field: 'file', message: `The file is larger than ${MAX_UPLOAD} bytes.` }]);
    expect(await englishWelcome()).toBe(before);
  });
});

describe('organisation pull against the territory source', () => {
  it('pulls companies, and a second pull changes nothing', async () => {
    const pull = 'mutation { pullCompaniesFromSource { added updated unchanged userErrors { message } } }';
    expect((await gql(pull)).data.pullCompaniesFromSource).toEqual({ added: 10, updated: 1, unchanged: 1, userErrors: [] });
    expect((await gql(pull)).data.pullCompaniesFromSource).toEqual({ added: 0, updated: 0, unchanged: 12, userErrors: [] });
    const markets = await gql('mutation { pullMarketsFromSource(companyId: "1") { added updated unchanged userErrors { message } } }');
    expect(markets.data.pullMarketsFromSource).toEqual({ added: 2, updated: 1, unchanged: 2, userErrors: [] });
  });
});

describe('upstream outages', () => {
  const fault = (path: string) =>
    request(`${stack.emulatorUrl}/_dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: '500', path }),
    }).then((r) => r.body.dump());

  it("answers 'Problem with REST' when the territory source is down", async () => {
    await fault('/api/territory-hierarchy');
    const r = await gql('mutation { pullCompaniesFromSource { added userErrors { field message } } }');
    expect(r.data.pullCompaniesFromSource).toEqual({ added: null, userErrors: [{ field: null, message: 'Problem with REST' }] });
  });

  it('answers 502 for an export and UPSTREAM_UNAVAILABLE for an import when the operator API is down', async () => {
    await fault('/online-translation/export');
    const res = await request(`${stack.base}/exports/translations/1.csv`, { headers: stack.auth });
    expect(res.statusCode).toBe(502);
    await res.body.dump();
    await fault('/online-import-csv');
    const r = await upload(IMPORT, '1', 'section,key,phrase\ngeneral,welcome_title,Hi\n');
    expect(r.errors?.[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
