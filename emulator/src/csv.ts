// RFC 4180 CSV: cells quoted when they hold a comma, quote, CR/LF or edge
// spaces (quotes doubled). The parser keeps each record's first line number and
// reports malformed records instead of guessing, so an import can list them.

export interface CsvRecord {
  /** 1-based physical line where the record starts. */
  line: number;
  cells: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

export function csvCell(value: string): string {
  if (!/[",\r\n]/.test(value) && value.trim() === value) return value;
  return `"${value.replace(/"/g, '""')}"`;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\n`;
}

/** Parses a whole document; blank lines are skipped. */
export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let i = 0;
  let line = 1;
  const length = text.length;

  // Moves past the rest of the current physical line (after a malformed record).
  const skipLine = () => {
    while (i < length && text[i] !== '\n') i++;
    if (i < length) {
      i++;
      line++;
    }
  };
  // At a record end (LF, CRLF or end of text): consumes it and says so.
  const atRecordEnd = (): boolean => {
    if (i >= length) return true;
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] === '\n')) {
      i += text[i] === '\r' ? 2 : 1;
      line++;
      return true;
    }
    return false;
  };

  while (i < length) {
    const start = line;
    const cells: string[] = [];
    let problem: string | null = null;
    for (;;) {
      let cell = '';
      if (text[i] === '"') {
        i++;
        let closed = false;
        while (i < length) {
          const char = text[i]!;
          if (char === '"') {
            if (text[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (char === '\n') line++;
          cell += char;
          i++;
        }
        if (!closed) {
          problem = 'a quoted cell is never closed';
          break;
        }
        cells.push(cell);
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (atRecordEnd()) break;
        problem = 'unexpected text after a closing quote';
        skipLine();
        break;
      }
      while (i < length && text[i] !== ',' && text[i] !== '\n' && !(text[i] === '\r' && text[i + 1] === '\n')) {
        if (text[i] === '"') break;
        cell += text[i];
        i++;
      }
      if (text[i] === '"') {
        problem = 'a quote inside an unquoted cell (quote the cell and double its quotes)';
        skipLine();
        break;
      }
      cells.push(cell);
      if (text[i] === ',') {
        i++;
        continue;
      }
      atRecordEnd();
      break;
    }
    if (problem) problems.push({ line: start, message: problem });
    else if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: start, cells });
  }
  return { records, problems };
}
