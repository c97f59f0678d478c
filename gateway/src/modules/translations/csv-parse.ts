// A line-numbered RFC 4180 reader for translation CSVs (`section,key,phrase`),
// following the upstream import's rules (emulator/README.md, CSV) so that the
// preview reports the problems the import would refuse: line numbers are
// physical lines (header = 1), blank lines are skipped, a BOM is ignored.
// It reads a file as it streams in (issue 40): each piece of text gives the rows
// and problems complete in it, and only the unfinished last record is kept.

export interface CsvRow {
  line: number;
  section: string;
  key: string;
  phrase: string;
}

export interface CsvProblem {
  line: number;
  message: string;
}

export interface ParsedCsv {
  rows: CsvRow[];
  problems: CsvProblem[];
}

const HEADER = ['section', 'key', 'phrase'];

type RecordRead =
  | { kind: 'record'; cells: string[]; end: number; lines: number }
  | { kind: 'error'; error: string; end: number; lines: number }
  /** The text ends inside the record: more text is needed. */
  | { kind: 'more' };

const newlines = (text: string) => {
  let n = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) n++;
  return n;
};

/**
 * Reads one record starting at `start`; `last`: no text follows `text`. Cells are cut with
 * indexOf, not a character at a time: a 30,000-row file is read in tens of milliseconds.
 */
function readRecord(text: string, start: number, last: boolean): RecordRead {
  const cells: string[] = [];
  let i = start;
  let lines = 1;
  const more: RecordRead = { kind: 'more' };
  // A bad record is skipped to the end of its line, where the next one starts.
  const bad = (error: string, from: number): RecordRead => {
    const nl = text.indexOf('\n', from);
    if (nl === -1 && !last) return more;
    return { kind: 'error', error, end: nl === -1 ? text.length : nl + 1, lines };
  };
  for (;;) {
    if (text[i] === '"') {
      let cell = '';
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) {
          if (!last) return more;
          return { kind: 'error', error: 'an unclosed quote', end: text.length, lines: lines + newlines(text.slice(from)) };
        }
        // A doubled quote, or the closing one: the next character says which.
        if (quote + 1 === text.length && !last) return more;
        cell += text.slice(from, quote);
        if (text[quote + 1] !== '"') {
          i = quote + 1;
          break;
        }
        cell += '"';
        from = quote + 2;
      }
      lines += newlines(cell);
      cells.push(cell);
      const c = text[i];
      if (c === ',') {
        i++;
        continue;
      }
      if (c === undefined) return last ? { kind: 'record', cells, end: i, lines } : more;
      if (c === '\n') return { kind: 'record', cells, end: i + 1, lines };
      // A CR may be the first half of a CRLF split between two pieces.
      if (c === '\r' && i + 1 === text.length && !last) return more;
      if (c === '\r' && text[i + 1] === '\n') return { kind: 'record', cells, end: i + 2, lines };
      return bad('text after a closing quote', i);
    }
    const comma = text.indexOf(',', i);
    const nl = text.indexOf('\n', i);
    const stop = comma !== -1 && (nl === -1 || comma < nl) ? comma : nl;
    if (stop === -1 && !last) return more;
    const cellEnd = stop === -1 ? text.length : stop === nl && nl > i && text[nl - 1] === '\r' ? nl - 1 : stop;
    const cell = text.slice(i, cellEnd);
    const quoted = cell.indexOf('"');
    if (quoted !== -1) return bad('a quote inside an unquoted cell', i + quoted);
    cells.push(cell);
    if (stop === -1) return { kind: 'record', cells, end: text.length, lines };
    if (stop === nl) return { kind: 'record', cells, end: nl + 1, lines };
    i = comma + 1;
  }
}

/** Reads a translations CSV piece by piece: `push` each piece of text, then `end`. */
export class TranslationsCsvReader {
  private text = '';
  private line = 1;
  private first = true;
  private started = false;
  private stopped = false;
  /** Each full key's first line: a key twice is a problem. */
  private readonly seen = new Map<string, number>();

  /** The rows and problems complete once `piece` is added. */
  push(piece: string): ParsedCsv {
    return this.read(piece, false);
  }

  /** The rows and problems of what was left: the file ended. */
  end(): ParsedCsv {
    const out = this.read('', true);
    if (this.first) out.problems.push({ line: 1, message: 'Line 1: the file is empty' });
    return out;
  }

  private read(piece: string, last: boolean): ParsedCsv {
    const out: ParsedCsv = { rows: [], problems: [] };
    if (this.stopped) return out;
    this.text += piece;
    if (!this.started) {
      if (this.text.length === 0 && !last) return out;
      this.started = true;
      if (this.text.charCodeAt(0) === 0xfeff) this.text = this.text.slice(1);
    }
    let pos = 0;
    while (pos < this.text.length) {
      const record = readRecord(this.text, pos, last);
      if (record.kind === 'more') break;
      const at = this.line;
      this.line += record.lines;
      pos = record.end;
      if (record.kind === 'error') {
        out.problems.push({ line: at, message: `Line ${at}: malformed CSV (${record.error})` });
        if (record.error === 'an unclosed quote') {
          this.stopped = true;
          break;
        }
        continue;
      }
      this.take(record.cells, at, out);
    }
    this.text = this.text.slice(pos);
    return out;
  }

  private take(cells: string[], at: number, out: ParsedCsv): void {
    if (cells.length === 1 && cells[0] === '') return; // blank line
    if (this.first) {
      this.first = false;
      if (cells.join(',').trim().toLowerCase() !== HEADER.join(',')) {
        out.problems.push({ line: at, message: `Line ${at}: the first line must be the header ${HEADER.join(',')}` });
      }
      return;
    }
    if (cells.length !== 3) {
      out.problems.push({ line: at, message: `Line ${at}: expected 3 columns, found ${cells.length}` });
      return;
    }
    const [section, key, phrase] = cells as [string, string, string];
    if (!section.trim() || !key.trim()) {
      out.problems.push({ line: at, message: `Line ${at}: section and key are required` });
      return;
    }
    const full = `${section.trim()}.${key.trim()}`;
    const earlier = this.seen.get(full);
    if (earlier !== undefined) {
      out.problems.push({ line: at, message: `Line ${at}: ${full} is already at line ${earlier}` });
      return;
    }
    this.seen.set(full, at);
    out.rows.push({ line: at, section: section.trim(), key: key.trim(), phrase });
  }
}

/** A whole CSV text at once (tests, small files). */
export function parseTranslationsCsv(input: string): ParsedCsv {
  const reader = new TranslationsCsvReader();
  const body = reader.push(input);
  const tail = reader.end();
  return { rows: [...body.rows, ...tail.rows], problems: [...body.problems, ...tail.problems] };
}

/**
 * The rows of an uploaded CSV as it streams in (UTF-8 bytes, already checked), one batch per
 * piece read: nothing but the unfinished last record is kept between pieces.
 */
export async function* readTranslationsCsv(chunks: AsyncIterable<Buffer>): AsyncGenerator<ParsedCsv> {
  const decoder = new TextDecoder('utf-8');
  const reader = new TranslationsCsvReader();
  for await (const chunk of chunks) yield reader.push(decoder.decode(chunk, { stream: true }));
  const rest = reader.push(decoder.decode());
  const tail = reader.end();
  yield { rows: [...rest.rows, ...tail.rows], problems: [...rest.problems, ...tail.problems] };
}

const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

/** The header line for the upstream import. */
export const CSV_HEADER_LINE = `${HEADER.join(',')}\r\n`;

/** One row as a CSV line, every cell quoted (RFC 4180), for the upstream import. */
export const csvRowLine = (r: Pick<CsvRow, 'section' | 'key' | 'phrase'>) => `${[r.section, r.key, r.phrase].map(quote).join(',')}\r\n`;
