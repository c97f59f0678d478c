import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

// Spreadsheet formula injection guard for CSV exports: a cell whose text
// starts with = + - @, tab or CR is prefixed with a single quote, so Excel and
// LibreOffice show it as text. It runs as a streaming state machine over RFC
// 4180 CSV (quoted cells may span lines and chunk boundaries), so the export
// is never held whole in memory, and quoting stays valid: the quote goes
// inside a quoted cell (`"=x"` → `"'=x"`), in front of an unquoted one.

const DANGEROUS = new Set(['=', '+', '-', '@', '\t', '\r']);

export class CsvFormulaGuard extends Transform {
  private readonly decoder = new TextDecoder('utf-8');
  private atCellStart = true;
  private inQuotes = false;
  /** The previous character was the opening quote of a cell. */
  private afterOpenQuote = false;
  /** Inside quotes, the previous character was a quote (closing or escaping). */
  private quotePending = false;
  /** The last piece ended with a CR at a cell start: half of a CRLF, or a cell's text? Decided by the next piece. */
  private heldCr = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    callback(null, this.guard(this.decoder.decode(chunk, { stream: true })));
  }

  override _flush(callback: TransformCallback): void {
    const rest = this.guard(this.decoder.decode(), true);
    callback(null, rest.length > 0 ? rest : undefined);
  }

  /** Neutralises one decoded piece of the file, keeping state for the next. */
  guard(piece: string, final = false): string {
    const text = this.heldCr ? `\r${piece}` : piece;
    this.heldCr = false;
    let out = '';
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (this.afterOpenQuote) {
        this.afterOpenQuote = false;
        if (DANGEROUS.has(c)) {
          out += text.slice(from, i) + "'";
          from = i;
        }
      } else if (this.atCellStart) {
        if (c === '\r' && i === text.length - 1 && !final) {
          this.heldCr = true;
          return out + text.slice(from, i);
        }
        this.atCellStart = false;
        if (c === '"') {
          this.inQuotes = true;
          this.afterOpenQuote = true;
          continue;
        }
        // CR at the very start of a row is a line ending, not a cell's text.
        if (DANGEROUS.has(c) && !(c === '\r' && (text[i + 1] === '\n' || i === text.length - 1))) {
          out += text.slice(from, i) + "'";
          from = i;
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
      if (c === ',' || c === '\n') this.atCellStart = true;
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
