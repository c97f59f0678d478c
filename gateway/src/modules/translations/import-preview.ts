import type { ImportAddition, ImportChange, ImportMalformedLine, ImportUnknownKey } from '../../generated/schema-types';
import { badUserInput } from '../../errors';
import { CSV_HEADER_LINE, csvRowLine, readTranslationsCsv, type CsvRow, type ParsedCsv } from './csv-parse';

// What an import of a language's CSV would do, worked out row by row as the file streams in
// (issue 40): only the language's current phrases (one entry per word) and the answer's own
// lists are held, never the file. The phrases are read from the upstream while the file streams
// in (the gateway parses while the upstream answers, on another core): the rows read before they
// arrive wait for them, at most the upload limit's worth and usually none.

/** `section.key` → the word's phrase in the language (null: none); a key not in it names no word. */
export type CurrentPhrases = ReadonlyMap<string, string | null>;

export interface ImportPreviewModel {
  toAdd: ImportAddition[];
  toChange: ImportChange[];
  unknownKeys: ImportUnknownKey[];
  malformedLines: ImportMalformedLine[];
  unchanged: number;
  canApply: boolean;
  canApplyKnownRows: boolean;
}

/** The phrases once they have arrived (null until then); a failed read throws at the next look. */
function arriving(phrases: Promise<CurrentPhrases>) {
  let settled: { current: CurrentPhrases } | { error: unknown } | null = null;
  phrases.then(
    (current) => (settled = { current }),
    (error: unknown) => (settled = { error }),
  );
  return {
    now(): CurrentPhrases | null {
      if (settled && 'error' in settled) throw settled.error;
      return settled?.current ?? null;
    },
    all: () => phrases,
  };
}

/** The preview of the CSV streamed in `chunks` against the language's current phrases (read meanwhile). */
export async function previewImport(chunks: AsyncIterable<Buffer>, phrases: Promise<CurrentPhrases>): Promise<ImportPreviewModel> {
  const toAdd: ImportAddition[] = [];
  const toChange: ImportChange[] = [];
  const unknownKeys: ImportUnknownKey[] = [];
  const malformedLines: ImportMalformedLine[] = [];
  let unchanged = 0;
  const compare = (rows: readonly CsvRow[], current: CurrentPhrases) => {
    for (const row of rows) {
      const key = `${row.section}.${row.key}`;
      const old = current.get(key);
      if (old === undefined) unknownKeys.push({ line: row.line, key });
      // An empty phrase changes nothing upstream (counted as skipped).
      else if (row.phrase === '' || row.phrase === old) unchanged++;
      else if (old === null) toAdd.push({ key, phrase: row.phrase });
      else toChange.push({ key, oldPhrase: old, newPhrase: row.phrase });
    }
  };
  const current = arriving(phrases);
  let waiting: CsvRow[] = [];
  for await (const batch of readTranslationsCsv(chunks)) {
    malformedLines.push(...batch.problems);
    const known = current.now();
    if (!known) {
      waiting.push(...batch.rows);
      continue;
    }
    if (waiting.length > 0) compare(waiting, known);
    waiting = [];
    compare(batch.rows, known);
  }
  compare(waiting, await current.all());
  return {
    toAdd,
    toChange,
    unknownKeys,
    malformedLines,
    unchanged,
    canApply: unknownKeys.length === 0 && malformedLines.length === 0,
    canApplyKnownRows: malformedLines.length === 0 && toAdd.length + toChange.length > 0,
  };
}

/** A batch's problems as the one file error that stops an import. */
function refusal(problems: ParsedCsv['problems']) {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more lines with problems)` : '';
  return badUserInput(`${first?.message ?? 'The file cannot be read.'}${more}`, 'file');
}

/**
 * The streamed CSV rewritten with only the rows whose key names a word, for the upstream import;
 * `counts.skipped` the others. A malformed line stops it (a file error: the upstream body is cut
 * short, and the upstream stores nothing).
 */
export async function* knownRowsCsv(
  chunks: AsyncIterable<Buffer>,
  current: CurrentPhrases,
  counts: { skipped: number },
): AsyncGenerator<Buffer> {
  yield Buffer.from(CSV_HEADER_LINE);
  for await (const batch of readTranslationsCsv(chunks)) {
    if (batch.problems.length > 0) throw refusal(batch.problems);
    let text = '';
    for (const row of batch.rows) {
      if (current.has(`${row.section}.${row.key}`)) text += csvRowLine(row);
      else counts.skipped++;
    }
    if (text) yield Buffer.from(text, 'utf8');
  }
}
