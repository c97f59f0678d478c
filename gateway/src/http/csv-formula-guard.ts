import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

// Spreadsheet formula injection guard for CSV exports: a cell whose text
// starts with = + - @ (or their full-width forms ＝ ＋ － ＠), tab, CR or LF,
// possibly after blanks (spreadsheets skip leading spaces before a formula),
// is prefixed with a single quote, so Excel and LibreOffice show it as text.
// It runs as a streaming state machine over RFC 4180 CSV (quoted cells may
// span lines and chunk boundaries), so the export is never held whole in
// memory, and quoting stays valid: the quote goes inside a quoted cell
// (`"=x"` → `"'=x"`), in front of an unquoted one.

const DANGEROUS = new Set(['=', '+', '-', '@', '\t', '\r', '\n', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
/** Blanks a spreadsheet skips before a formula: space, no-break space, ideographic space. */
const BLANKS = new Set([' ', '\u00A0', '\u3000']);

type CellStart = 'plain' | 'quoted' | null;

export class CsvFormulaGuard extends Transform {
  private readonly decoder = new TextDecoder('utf-8');
  /** At the start of a cell's text (after a separator, or after the opening quote): not decided yet. */
  private start: CellStart = 'plain';
  private inQuotes = false;
  /** Inside quotes, the previous character was a quote (closing or escaping). */
  private quotePending = false;
  /** The undecided start of a cell (blanks, a CR) at the end of the last piece: decided by the next one. */
  private held = '';

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    callback(null, this.guard(this.decoder.decode(chunk, { stream: true })));
  }

  override _flush(callback: TransformCallback): void {
    const rest = this.guard(this.decoder.decode(), true);
    callback(null, rest.length > 0 ? rest : undefined);
  }

  /** Neutralises one decoded piece of the file, keeping state for the next. */
  guard(piece: string, final = false): string {
    const text = this.held + piece;
    this.held = '';
    let out = '';
    let from = 0;
    // Where the current cell's text starts (valid while `start` is set).
    let cellAt = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (this.start) {
        if (BLANKS.has(c)) continue;
        const plain = this.start === 'plain';
        // A CR ending the piece at a plain cell start: half of a CRLF, or a cell's text?
        if (plain && c === '\r' && i === text.length - 1 && !final) {
          this.held = text.slice(cellAt);
          return out + text.slice(from, cellAt);
        }
        const rowEnd = plain && (c === '\n' || (c === '\r' && (text[i + 1] === '\n' || i === text.length - 1)));
        if (DANGEROUS.has(c) && !rowEnd) {
          out += text.slice(from, cellAt) + "'";
          from = cellAt;
        }
        this.start = null;
        if (plain && c === '"' && i === cellAt) {
          this.inQuotes = true;
          this.start = 'quoted';
          cellAt = i + 1;
          continue;
        }
      }
      if (this.inQuotes) {
        if (this.quotePending) {
          this.quotePending = false;
          if (c === '"') continue; // an escaped quote: still inside
          this.inQuotes = false; // the quote closed the cell; c is outside
        } else {
          if (c === '"') this.quotePending = true;
          continue;
        }
      }
      if (c === ',' || c === '\n') {
        this.start = 'plain';
        cellAt = i + 1;
      }
    }
    if (this.start && !final && cellAt < text.length) {
      this.held = text.slice(cellAt);
      return out + text.slice(from, cellAt);
    }
    return out + text.slice(from);
  }
}

/** Answers a CSV download streamed from `body` through the guard. */
export async function sendGuardedCsv(res: Response, body: NodeJS.ReadableStream, contentDisposition: string): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', contentDisposition);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  await pipeline(body, new CsvFormulaGuard(), res);
}
