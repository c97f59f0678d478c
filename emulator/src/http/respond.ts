// Writing responses: JSON with an exact length, an empty body, or a stream.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function send(res: ServerResponse, status: number, body?: unknown): void {
  if (res.headersSent || res.destroyed) return;
  if (body === undefined) {
    res.writeHead(status, { 'content-length': '0' });
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** A 200 whose body is cut off mid-JSON (the "malformed" fault). */
export function sendMalformed(res: ServerResponse): void {
  const text = '{"items":[{"id":1,"email":"admin@exam';
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/**
 * Sends the status and headers, then lets `write` produce the body (chunked).
 * A failure after the headers went out can only cut the response short.
 */
export async function sendStream(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  write: (res: ServerResponse) => Promise<void>,
): Promise<void> {
  res.writeHead(status, headers);
  try {
    await write(res);
    res.end();
  } catch (error) {
    res.destroy(error as Error);
  }
}

/** Writes one chunk, waiting for the socket to drain when its buffer is full. */
export function writeChunk(res: ServerResponse, chunk: string): Promise<void> {
  if (res.destroyed) return Promise.reject(new Error('client went away'));
  if (res.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      res.off('drain', onDrain);
      res.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new Error('client went away'));
    };
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}
