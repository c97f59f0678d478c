// A line-numbered RFC 4180 reader for translation CSVs (`section,key,phrase`),
// following the upstream import's rules (emulator/README.md, CSV) so that the
// preview reports the problems the import would refuse: line numbers are
// physical lines (header = 1), blank lines are skipped, a BOM is ignored.

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

/** Splits one record starting at `start`; returns its cells, or an error text. */
function readRecord(text: string, start: number): { cells: string[] | null; error?: string; end: number; lines: number } {
  const cells: string[] = [];
  let cell = '';
  let i = start;
  let lines = 1;
  let quoted = false;
  let closed = false;
  while (i <= text.length) {
    const c = text[i];
    if (quoted && !closed) {
      if (c === undefined) return { cells: null, error: 'an unclosed quote', end: i, lines };
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        closed = true;
      } else {
        if (c === '\n') lines++;
        cell += c;
      }
      i++;
      continue;
    }
    if (c === undefined || c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      cells.push(cell);
      const end = c === undefined ? i : c === '\r' ? i + 2 : i + 1;
      return { cells, end, lines };
    }
    if (c === ',') {
      cells.push(cell);
      cell = '';
      quoted = false;
      closed = false;
    } else if (closed) {
      return { cells: null, error: 'text after a closing quote', end: skipLine(text, i), lines };
    } else if (c === '"') {
      if (cell.length > 0) return { cells: null, error: 'a quote inside an unquoted cell', end: skipLine(text, i), lines };
      quoted = true;
    } else {
      cell += c;
    }
    i++;
  }
  return { cells, end: text.length, lines };
}

function skipLine(text: string, from: number): number {
  const nl = text.indexOf('\n', from);
  return nl === -1 ? text.length : nl + 1;
}

export function parseTranslationsCsv(input: string): ParsedCsv {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const rows: CsvRow[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Map<string, number>();
  let line = 1;
  let pos = 0;
  let first = true;
  while (pos < text.length) {
    const record = readRecord(text, pos);
    const at = line;
    line += record.lines;
    pos = record.end;
    if (!record.cells) {
      problems.push({ line: at, message: `Line ${at}: malformed CSV (${record.error})` });
      if (record.error === 'an unclosed quote') break;
      continue;
    }
    const cells = record.cells;
    if (cells.length === 1 && cells[0] === '') continue; // blank line
    if (first) {
      first = false;
      if (cells.join(',').trim().toLowerCase() !== HEADER.join(',')) {
        problems.push({ line: at, message: `Line ${at}: the first line must be the header ${HEADER.join(',')}` });
      }
      continue;
    }
    if (cells.length !== 3) {
      problems.push({ line: at, message: `Line ${at}: expected 3 columns, found ${cells.length}` });
      continue;
    }
    const [section, key, phrase] = cells as [string, string, string];
    if (!section.trim() || !key.trim()) {
      problems.push({ line: at, message: `Line ${at}: section and key are required` });
      continue;
    }
    const full = `${section.trim()}.${key.trim()}`;
    const earlier = seen.get(full);
    if (earlier !== undefined) {
      problems.push({ line: at, message: `Line ${at}: ${full} is already at line ${earlier}` });
      continue;
    }
    seen.set(full, at);
    rows.push({ line: at, section: section.trim(), key: key.trim(), phrase });
  }
  if (first) problems.push({ line: 1, message: 'Line 1: the file is empty' });
  return { rows, problems };
}

/** Rows back to CSV text with the header, every cell quoted (RFC 4180), for the upstream import. */
export function writeTranslationsCsv(rows: readonly Pick<CsvRow, 'section' | 'key' | 'phrase'>[]): string {
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return [HEADER.join(','), ...rows.map((r) => [r.section, r.key, r.phrase].map(quote).join(','))].join('\r\n') + '\r\n';
}
