import type { ActivityChange, ActivityEntry } from '../../activity-log/entry';
import { keptChange, keptImportUnavailable } from '../../activity-log/kept-with';
import { unpack } from '../../activity-log/packed';
import { listWords } from '../../catalogue/translations';
import { csvLine } from '../../http/csv-line';
import { readAllPages } from '../../upstream/all-pages';
import type { UpstreamCaller } from '../../upstream/caller';
import { WORDS_PAGE_SIZE } from './sport-client';

// What a tooltip translations import's Activity entry keeps for its revert (issue 43): the
// upstream takes the file whole (all or nothing), so the gateway reads the phrases of every word
// of the tooltips section in the import's language before sending it (one paged read, not one per
// row), keeps a copy of the file as it streams on (no larger than an import takes), and once the
// upstream has taken it notes each phrase the file changed, as it was and as the file wrote it,
// packed (gzip).

/** The Activity field that holds them. */
export const PHRASES_FIELD = 'phrases';

/** One phrase an import changed: the tooltip word's key, its phrase before (null: it had none), after. */
export type KeptPhrase = [key: string, before: string | null, after: string];

const TOOLTIPS_SECTION = 'tooltips';

/** Key → phrase in the language (null: the word has none), for every word of the tooltips section. */
export async function currentTooltipPhrases(call: UpstreamCaller, languageId: string): Promise<Map<string, string | null>> {
  const words = await readAllPages((page, limit) => listWords(call, { page, limit, section: TOOLTIPS_SECTION, languageId }), {
    pageSize: WORDS_PAGE_SIZE,
    idOf: (word) => word.id,
  });
  // An upstream that ignores `languageId` answers every language's phrases: the language's own is kept.
  return new Map(words.map((word) => [word.key, word.translation.find((t) => t.languageId === languageId)?.phrase ?? null]));
}

/** The records of a CSV text (RFC 4180: a quoted cell may hold commas, doubled quotes and line breaks). */
export function recordsOf(text: string): string[][] {
  const records: string[][] = [];
  const cell = /"((?:[^"]|"")*)"|([^,\r\n]*)/y;
  let cells: string[] = [];
  let at = 0;
  while (at <= text.length) {
    cell.lastIndex = at;
    const [, quoted, plain = ''] = cell.exec(text) ?? [];
    cells.push(quoted !== undefined ? quoted.replace(/""/g, '"') : plain);
    at = cell.lastIndex;
    if (text[at] === ',') {
      at++;
      continue;
    }
    records.push(cells);
    cells = [];
    at += text.startsWith('\r\n', at) ? 2 : 1;
  }
  return records;
}

/**
 * The phrases a file the upstream took changes in `current`, read as the upstream reads it
 * (emulator/README.md, CSV): a header `key,phrase` or `section,key,phrase`, blank lines skipped,
 * keys trimmed; an empty phrase is skipped and an equal one left as it is.
 */
export function changesOf(file: string, current: Map<string, string | null>): KeptPhrase[] {
  const [header, ...rows] = recordsOf(file.replace(/^\uFEFF/, '')).filter((cells) => cells.length > 1 || cells[0] !== '');
  const width = header?.length === 2 ? 2 : 3;
  const kept: KeptPhrase[] = [];
  for (const cells of rows) {
    const key = (cells[width - 2] ?? '').trim();
    const phrase = cells[width - 1] ?? '';
    const before = current.get(key);
    if (before !== undefined && phrase.trim() !== '' && phrase !== before) kept.push([key, before, phrase]);
  }
  return kept;
}

/** The import CSV writing each key's phrase. */
export function csvOf(phrases: Iterable<readonly [key: string, phrase: string]>): string {
  let csv = 'key,phrase\r\n';
  for (const [key, phrase] of phrases) csv += csvLine([key, phrase]);
  return csv;
}

/** `1 phrase`, `1,200 phrases`. */
export const counted = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'phrase' : 'phrases'}`;

/** The import entry's `phrases`: what it changed, packed; said not kept when their befores are larger than an import takes. */
export function keptPhrases(phrases: KeptPhrase[], maxUploadBytes: number): ActivityChange[] {
  if (phrases.length === 0) return [{ field: PHRASES_FIELD, before: null, after: 'no phrase changed' }];
  const befores = csvOf(phrases.flatMap(([key, before]) => (before === null ? [] : [[key, before] as const])));
  return [keptChange(PHRASES_FIELD, counted(phrases.length), befores, JSON.stringify(phrases), maxUploadBytes)];
}

/** What an import entry kept; null when it kept nothing (recorded before these imports kept their phrases). */
export function keptOf(entry: Pick<ActivityEntry, 'changes'>): KeptPhrase[] | null {
  const packed = unpack(entry.changes.find((change) => change.field === PHRASES_FIELD)?.before);
  return packed === null ? null : (JSON.parse(packed) as KeptPhrase[]);
}

/** Why an import entry cannot be reverted; null when it can. */
export const importUnavailable = (entry: Pick<ActivityEntry, 'changes'>): string | null =>
  keptImportUnavailable(entry, PHRASES_FIELD, 'phrase', "revert each tooltip's own entries, or import the previous file.");
