import { sanitizeSeoHtml } from '../../catalogue/rich-text';

// A Bulk Data import carries SEO content too, and the upstream stores it as is:
// the file's `content` column goes through the same allow-list as a save from
// the modal, record by record while the upload streams (memory bounded by the
// longest record, not the file). Everything else passes through untouched, so
// the upstream still judges the file, and a record the rewrite cannot read
// (malformed quoting) is passed on verbatim for the upstream to report.
// Sanitising may drop line breaks (a multi-line <script>); the cell is padded
// with as many as were removed so the upstream's line numbers stay those of
// the user's file.

export interface RecordText {
  text: string;
  /** The record's line ending ('' for the file's last record without one). */
  ending: string;
}

/** Complete records of `text` and the unfinished rest (quotes may span lines). */
function splitRecords(text: string, final: boolean): { records: RecordText[]; rest: string } {
  const records: RecordText[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (c === '\n' && !quoted) {
      const crlf = i > start && text[i - 1] === '\r';
      records.push({ text: text.slice(start, crlf ? i - 1 : i), ending: crlf ? '\r\n' : '\n' });
      start = i + 1;
    }
  }
  const rest = text.slice(start);
  if (final && rest !== '') return { records: [...records, { text: rest, ending: '' }], rest: '' };
  return { records, rest };
}

/** RFC 4180 cells of one record, or null when its quoting is malformed. */
export function parseRecord(text: string): string[] | null {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    let cell = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) return null;
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += text[i];
        i += 1;
      }
      if (i < text.length && text[i] !== ',') return null;
    } else {
      const comma = text.indexOf(',', i);
      cell = text.slice(i, comma === -1 ? text.length : comma);
      if (cell.includes('"')) return null;
      i = comma === -1 ? text.length : comma;
    }
    cells.push(cell);
    if (i >= text.length) return cells;
    i += 1; // the comma
  }
}

/** A CSV cell, quoted when it must be. */
export const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const lineBreaks = (s: string) => s.split('\n').length - 1;

/** The cell allowed by the allow-list, with the line breaks it lost added back at its end. */
export function sanitiseContentCell(cell: string): string {
  const clean = sanitizeSeoHtml(cell);
  const lost = lineBreaks(cell) - lineBreaks(clean);
  return lost > 0 ? clean + '\n'.repeat(lost) : clean;
}

function rewrite(record: RecordText, column: number): string {
  const cells = parseRecord(record.text);
  const cell = cells?.[column];
  if (!cells || cell === undefined) return record.text + record.ending;
  const clean = sanitiseContentCell(cell);
  if (clean === cell) return record.text + record.ending;
  cells[column] = clean;
  return cells.map(quote).join(',') + record.ending;
}

/** The `content` column's index from the header record, or -1 (then nothing is rewritten). */
function contentColumn(header: string): number {
  const cells = parseRecord(header.replace(/^\uFEFF/, ''));
  return cells ? cells.findIndex((cell) => cell.trim().toLowerCase() === 'content') : -1;
}

/** The CSV's records as its chunks complete them, a batch per chunk (quotes may span chunks and lines). */
export async function* recordBatches(chunks: AsyncIterable<Buffer>): AsyncGenerator<RecordText[]> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  for await (const chunk of chunks) {
    const { records, rest } = splitRecords(pending + decoder.decode(chunk, { stream: true }), false);
    pending = rest;
    yield records;
  }
  yield splitRecords(pending + decoder.decode(), true).records;
}

/** The upload's chunks with every `content` cell sanitised. */
export async function* sanitiseSeoCsvContent(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let column: number | null = null;
  for await (const records of recordBatches(chunks)) {
    let out = '';
    for (const record of records) {
      if (column === null) {
        column = contentColumn(record.text);
        out += record.text + record.ending;
      } else out += column === -1 ? record.text + record.ending : rewrite(record, column);
    }
    if (out !== '') yield Buffer.from(out, 'utf8');
  }
}
