import type { ActivityChange, ActivityEntry } from '../../activity-log/entry';
import { keptChange, keptUnavailable } from '../../activity-log/kept-with';
import { unpack } from '../../activity-log/packed';
import { CSV_HEADER_LINE, csvRowLine, TranslationsCsvReader, type ParsedCsv } from './csv-parse';
import type { CurrentPhrases } from './import-preview';

// What an import's Activity entry keeps for its revert (issue 43): each phrase the import
// changed, as it was and as the file wrote it, noted as the file streams on to the upstream and
// packed (gzip) into one value, as a deleted language keeps its phrases. The revert imports the
// befores again, so they are kept while their CSV is no larger than an import takes.

/** The Activity field that holds them. */
export const ROWS_FIELD = 'rows';

/** One phrase an import changed: the word's full key, its phrase before (null: it had none), after. */
export type KeptRow = [key: string, before: string | null, after: string];

/** Passes the CSV on unchanged, noting in `rows` each row that changes a phrase of `current`. */
export async function* notingChanges(chunks: AsyncIterable<Buffer>, current: CurrentPhrases, rows: KeptRow[]): AsyncGenerator<Buffer> {
  const decoder = new TextDecoder('utf-8');
  const reader = new TranslationsCsvReader();
  const note = ({ rows: read }: ParsedCsv) => {
    for (const row of read) {
      const key = `${row.section}.${row.key}`;
      const before = current.get(key);
      // The upstream skips an empty phrase and leaves an equal one as it is.
      if (before !== undefined && row.phrase !== '' && row.phrase !== before) rows.push([key, before, row.phrase]);
    }
  };
  for await (const chunk of chunks) {
    note(reader.push(decoder.decode(chunk, { stream: true })));
    yield chunk;
  }
  note(reader.push(decoder.decode()));
  note(reader.end());
}

/** The import CSV writing `rows` (full key, phrase). */
export function csvOf(rows: Iterable<[key: string, phrase: string]>): string {
  let csv = CSV_HEADER_LINE;
  // A section's key holds no dot: the word's key is what follows the first.
  for (const [key, phrase] of rows)
    csv += csvRowLine({ section: key.slice(0, key.indexOf('.')), key: key.slice(key.indexOf('.') + 1), phrase });
  return csv;
}

const counted = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'phrase' : 'phrases'}`;

/** The import entry's `rows`: what it changed, packed; said not kept when their befores are larger than an import takes. */
export function keptRows(rows: KeptRow[], maxUploadBytes: number): ActivityChange[] {
  if (rows.length === 0) return [];
  const befores = csvOf(rows.flatMap(([key, before]) => (before === null ? [] : [[key, before] as [string, string]])));
  return [keptChange(ROWS_FIELD, counted(rows.length), befores, JSON.stringify(rows), maxUploadBytes)];
}

/** The rows an import entry kept; null when it kept none (recorded before imports kept them, or too many). */
export function rowsOf(entry: Pick<ActivityEntry, 'changes'>): KeptRow[] | null {
  const packed = unpack(entry.changes.find((change) => change.field === ROWS_FIELD)?.before);
  return packed === null ? null : (JSON.parse(packed) as KeptRow[]);
}

/** Why an import entry cannot be reverted; null when it can. */
export function importUnavailable(entry: Pick<ActivityEntry, 'changes'>): string | null {
  const count = (field: string) => Number(entry.changes.find((change) => change.field === field)?.after ?? 0);
  const instead = "revert each word's own entries, or import the previous file.";
  const kept = keptUnavailable(entry, ROWS_FIELD, instead);
  if (kept !== undefined) return kept;
  if (count('added') + count('updated') === 0) return 'This import changed no phrase: there is nothing to revert.';
  return `This import was recorded before imports kept each phrase as it was: ${instead}`;
}
