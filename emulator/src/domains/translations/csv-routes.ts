// CSV export and import of one language's phrases (columns section,key,phrase).
// The export streams from a store snapshot, a chunk of rows at a time. Imports
// check every line first and apply all of it or nothing.
import type { ServerResponse } from 'node:http';
import type { EmulatorDeps } from '../../deps';
import { csvLine, parseCsv, type CsvProblem } from '../../csv';
import { problemList } from '../../csv-import-problems';
import { badRequest, invalid, notFound } from '../../http/errors';
import { readUploadedFile } from '../../http/multipart';
import { writeChunk } from '../../http/respond';
import type { RequestContext, Router } from '../../http/router';
import { toId } from '../../http/validation';
import { type Language, type StoreData, TOOLTIPS_SECTION_KEY } from '../../model';
import type { StoreTables } from '../../store';
import { translationIndex, upsertPhrases, wordKey } from '../../words';

export const CSV_HEADER = ['section', 'key', 'phrase'] as const;
const ROWS_PER_CHUNK = 500;

interface ImportRow {
  line: number;
  section: string;
  key: string;
  phrase: string;
}

function languageFrom(data: Readonly<StoreData>, raw: string | null | undefined, property: string): Language {
  const id = toId(raw);
  if (id === null) throw invalid(property, { isInt: `${property} must be an integer number` });
  const language = data.languages.find((candidate) => candidate.id === id);
  if (!language) throw notFound('Language not found');
  return language;
}

async function streamRows(res: ServerResponse, data: Readonly<StoreData>, tables: StoreTables, languageId: number): Promise<void> {
  const index = translationIndex(data);
  const rows: [string, string, string][] = [];
  for (const translation of tables.phrases.ofLanguage(languageId)) {
    const word = index.words.get(translation.wordId);
    const section = word && index.sections.get(word.sectionId);
    if (word && section) rows.push([section.key, word.key, translation.phrase]);
  }
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  await writeChunk(res, csvLine(CSV_HEADER));
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    let chunk = '';
    for (const row of rows.slice(start, start + ROWS_PER_CHUNK)) chunk += csvLine(row);
    await writeChunk(res, chunk);
  }
}

/** Splits the file into rows; `tooltipsOnly` also accepts the header key,phrase. */
function readRows(text: string, tooltipsOnly: boolean): { rows: ImportRow[]; problems: (CsvProblem & { rule?: string })[] } {
  const { records, problems } = parseCsv(text.replace(/^\uFEFF/, ''));
  const [header, ...body] = records;
  const columns = header?.cells.map((cell) => cell.trim().toLowerCase()).join(',');
  const twoColumns = tooltipsOnly && columns === 'key,phrase';
  if (!header || (columns !== CSV_HEADER.join(',') && !twoColumns)) {
    const expected = tooltipsOnly ? 'section,key,phrase or key,phrase' : 'section,key,phrase';
    return {
      rows: [],
      problems: [{ line: header?.line ?? 1, rule: 'header', message: `the first line must be the header ${expected}` }, ...problems],
    };
  }
  const width = twoColumns ? 2 : 3;
  const rows: ImportRow[] = [];
  for (const record of body) {
    if (record.cells.length !== width) {
      problems.push({ line: record.line, message: `expected ${width} columns, found ${record.cells.length}` });
      continue;
    }
    const cells = twoColumns ? [TOOLTIPS_SECTION_KEY, ...record.cells] : record.cells;
    rows.push({ line: record.line, section: cells[0]!.trim(), key: cells[1]!.trim(), phrase: cells[2]! });
  }
  return { rows, problems };
}

/** Checks every row against the draft and applies the phrases, or throws one 400. */
function applyImport(
  draft: StoreData,
  tables: StoreTables,
  languageId: number,
  rows: ImportRow[],
  malformed: (CsvProblem & { rule?: string })[],
  tooltipsOnly: boolean,
) {
  const problems = malformed.map((problem) => ({ ...problem, rule: problem.rule ?? 'malformed' }));
  const sections = new Map(draft.sections.map((section) => [section.key, section.id]));
  const words = new Map(draft.words.map((word) => [wordKey(word.sectionId, word.key), word.id]));
  const firstLine = new Map<string, number>();
  const entries: { wordId: number; languageId: number; phrase: string }[] = [];
  let skipped = 0;
  for (const row of rows) {
    const fullKey = `${row.section}.${row.key}`;
    const sectionId = sections.get(row.section);
    const wordId = sectionId === undefined ? undefined : words.get(wordKey(sectionId, row.key));
    const seenOn = firstLine.get(fullKey);
    const problem = (rule: string, message: string) => problems.push({ line: row.line, rule, message });
    if (row.section === '' || row.key === '') problem('isNotEmpty', 'section and key are required');
    else if (tooltipsOnly && row.section !== TOOLTIPS_SECTION_KEY) problem('isTooltips', `${fullKey} is not in the tooltips section`);
    else if (wordId === undefined) problem('unknownKey', `unknown key ${fullKey}`);
    else if (seenOn !== undefined) problem('isUnique', `${fullKey} is already on line ${seenOn}`);
    else if (row.phrase.trim() === '') skipped++;
    else entries.push({ wordId, languageId, phrase: row.phrase });
    if (seenOn === undefined) firstLine.set(fullKey, row.line);
  }
  if (problems.length > 0) throw badRequest(problemList(problems));
  return { ...upsertPhrases(draft, tables, entries), skipped, total: rows.length };
}

export function registerTranslationCsvRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/online-translation/export/:languageId', (ctx) => {
    const data = store.read();
    const language = languageFrom(data, ctx.params.languageId, 'languageId');
    if (!store.tables.phrases.hasLanguage(language.id)) {
      throw badRequest('There is no available translations for given language!');
    }
    return {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="language-${encodeURIComponent(language.code)}-translations.csv"`,
      },
      stream: (res) => streamRows(res, data, store.tables, language.id),
    };
  });

  const importRoute =
    (queryName: string, tooltipsOnly: boolean) =>
    async ({ req, query }: RequestContext) => {
      const upload = await readUploadedFile(req);
      const language = languageFrom(store.read(), query.get(queryName), queryName);
      const { rows, problems } = readRows(upload.content.toString('utf8'), tooltipsOnly);
      const result = await store.update((draft, tables) => {
        if (!draft.languages.some((candidate) => candidate.id === language.id)) throw notFound('Language not found');
        return applyImport(draft, tables, language.id, rows, problems, tooltipsOnly);
      });
      return { status: 201, body: { languageId: language.id, ...result } };
    };
  router.add('POST', '/online-import-csv', importRoute('id', false), { rawBody: true });
  router.add('POST', '/online-import-tooltips-translations-csv', importRoute('languageId', true), { rawBody: true });
}
