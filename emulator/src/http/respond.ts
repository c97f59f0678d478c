// Writing responses: JSON with an exact length, or an empty body.
import type { ServerResponse } from 'node:http';

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
