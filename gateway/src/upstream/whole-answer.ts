import type { Dispatcher } from 'undici';

// An upstream's answer read whole through undici's `dispatch`. The JSON calls read every body
// into one text anyway; `request()` first wraps each answer in an async resource and a Readable
// stream that the text is then pulled through. On the bench's users page that machinery cost
// ~5 µs of CPU per call, about a fifth of what the gateway adds to its floor (issue 42).

export interface WholeAnswer {
  status: number;
  /** The body decoded as UTF-8 (a BOM dropped, as undici's `text()` does); '' when it was cut short. */
  text: string;
  /**
   * Why the body stopped before its end, the headers having come: not retried, as the upstream did
   * answer (retries are for a connection refused or reset before any answer).
   */
  cutShort: Error | null;
}

const UTF8 = new TextDecoder('utf-8');

/** Rejects with undici's error when no answer came at all (refused, reset, out of time before the headers). */
export function readWholeAnswer(dispatcher: Dispatcher, options: Dispatcher.DispatchOptions): Promise<WholeAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let status = 0;
    dispatcher.dispatch(options, {
      // Required by undici's handler check; nothing to do before the answer.
      onRequestStart() {},
      onResponseStart(_controller, statusCode) {
        // 1xx answers are informational: the real one follows.
        if (statusCode >= 200) status = statusCode;
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        resolve({ status, text: UTF8.decode(bytes), cutShort: null });
      },
      onResponseError(_controller, error) {
        if (status === 0) reject(error);
        else resolve({ status, text: '', cutShort: error });
      },
    });
  });
}
