import type { ActivityChange, ActivityEntry } from '../../activity-log/entry';
import { keptChange, keptImportUnavailable } from '../../activity-log/kept-with';
import { unpack } from '../../activity-log/packed';
import type { GatewayContext } from '../../context';
import { mapHttpStatus } from '../../upstream/error-mapping';
import { upstreamId } from '../../upstream/ids';
import { parseRecord, quote, recordBatches, type RecordText } from './import-content-sanitiser';

// What an SEO rules import's Activity entry keeps for its revert (issue 43): each rule the file
// changed, its texts as they were and as the file wrote them (after the content is sanitised, so
// what the upstream stores), noted as the file streams on to the upstream and packed (gzip) into
// one value. The befores come from one read of the website's rules in the language (the
// upstream's export), not one read per row. The revert imports the befores again, so they are
// kept while their CSV is no larger than an import takes.

/** The Activity field that holds them. */
export const RULES_FIELD = 'rules';
export const TEXT_COLUMNS = ['metaTitle', 'metaDescription', 'pageTitle', 'content'] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];
export type RuleTexts = Partial<Record<TextColumn, string>>;
export type AllTexts = Record<TextColumn, string>;

/** A rule as the import file names it: its type (`sport`), entity id and alternative context ('' for none). */
export type RuleRef = [type: string, entityId: string, altCtx: string];
/** One rule an import changed: which, its texts before (null: it had no rule), the texts the file wrote. */
export type KeptRule = [...RuleRef, before: RuleTexts | null, after: RuleTexts];

export interface KeptImport {
  websiteId: string;
  languageId: string;
  rules: KeptRule[];
}

export const refKey = ([type, entityId, altCtx]: RuleRef | KeptRule) => `${type}:${entityId}:${altCtx}`;

/** Each record of the CSV after its header, by column name (a record the upstream would refuse is its to report). */
function readRows(onRow: (row: Record<string, string>) => void) {
  let columns: string[] | null = null;
  return (records: RecordText[]) => {
    for (const record of records) {
      const cells = parseRecord(columns === null ? record.text.replace(/^\uFEFF/, '') : record.text);
      if (columns === null) columns = (cells ?? []).map((cell) => cell.trim());
      else if (cells && cells.length === columns.length) onRow(Object.fromEntries(columns.map((column, i) => [column, cells[i]!])));
    }
  };
}

/** The rule a row names, as the upstream reads it (`058` is rule 58). */
function refOf(row: Record<string, string>): RuleRef {
  const entityId = (row.entityId ?? '').trim();
  return [(row.type ?? '').trim(), /^\d+$/.test(entityId) ? String(Number(entityId)) : entityId, (row.altCtx ?? '').trim()];
}

const textsOf = (row: Record<string, string>): RuleTexts =>
  Object.fromEntries(TEXT_COLUMNS.filter((column) => column in row).map((column) => [column, row[column]!]));

/** Every rule of the website in the language, its texts by `refKey`, read from the upstream's export. */
export async function currentRules(ctx: GatewayContext, websiteId: string, languageId: string): Promise<Map<string, AllTexts>> {
  const res = await ctx.streamApi({
    method: 'GET',
    path: `/seo-rules/websiteId/${upstreamId(websiteId)}/language/${upstreamId(languageId)}/export`,
    headers: { accept: 'text/csv' },
  });
  const rules = new Map<string, AllTexts>();
  // 404: 'There are no available SEO rules for given criteria!'
  if (res.statusCode === 404) {
    await res.body.dump();
    return rules;
  }
  if (res.statusCode !== 200) throw mapHttpStatus('API', res.statusCode, await res.body.json().catch(() => undefined));
  const read = readRows((row) =>
    rules.set(refKey(refOf(row)), { metaTitle: '', metaDescription: '', pageTitle: '', content: '', ...textsOf(row) }),
  );
  for await (const records of recordBatches(res.body as AsyncIterable<Buffer>)) read(records);
  return rules;
}

/** Passes the CSV on unchanged, noting in `kept` each rule whose texts it changes in `current`. */
export async function* notingChanges(
  chunks: AsyncIterable<Buffer>,
  current: Map<string, AllTexts>,
  kept: KeptRule[],
): AsyncGenerator<Buffer> {
  const read = readRows((row) => {
    const ref = refOf(row);
    const after = textsOf(row);
    const now = current.get(refKey(ref));
    const written = Object.keys(after) as TextColumn[];
    if (!now) kept.push([...ref, null, after]);
    else if (written.some((column) => now[column] !== after[column]))
      kept.push([...ref, Object.fromEntries(written.map((column) => [column, now[column]])), after]);
  });
  const passed: Buffer[] = [];
  async function* seen() {
    for await (const chunk of chunks) {
      passed.push(chunk);
      yield chunk;
    }
  }
  // A batch per chunk: the chunk is passed on once its complete records are noted.
  for await (const records of recordBatches(seen())) {
    read(records);
    yield* passed.splice(0);
  }
}

/** The import CSV writing each rule's texts. */
export function csvOf(rules: Iterable<[RuleRef, AllTexts]>): string {
  let csv = ['type', 'entityId', 'altCtx', ...TEXT_COLUMNS].join(',') + '\n';
  for (const [ref, texts] of rules) csv += [...ref, ...TEXT_COLUMNS.map((column) => texts[column])].map(quote).join(',') + '\n';
  return csv;
}

const EMPTY: AllTexts = { metaTitle: '', metaDescription: '', pageTitle: '', content: '' };
const counted = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'rule' : 'rules'}`;

/** The import entry's `rules`: what it changed, packed; said not kept when their befores are larger than an import takes. */
export function keptRules(kept: KeptImport, maxUploadBytes: number): ActivityChange[] {
  const { rules } = kept;
  if (rules.length === 0) return [{ field: RULES_FIELD, before: null, after: 'no rule changed' }];
  const befores = csvOf(rules.map((rule) => [[rule[0], rule[1], rule[2]], { ...EMPTY, ...rule[3] }]));
  return [keptChange(RULES_FIELD, counted(rules.length), befores, JSON.stringify(kept), maxUploadBytes)];
}

/** What an import entry kept; null when it kept nothing (recorded before imports kept their rules, or too many). */
export function keptOf(entry: Pick<ActivityEntry, 'changes'>): KeptImport | null {
  const packed = unpack(entry.changes.find((change) => change.field === RULES_FIELD)?.before);
  return packed === null ? null : (JSON.parse(packed) as KeptImport);
}

/** Why an import entry cannot be reverted; null when it can. */
export const importUnavailable = (entry: Pick<ActivityEntry, 'changes'>): string | null =>
  keptImportUnavailable(entry, RULES_FIELD, 'rule', "revert each rule's own entries, or import the previous file.");
