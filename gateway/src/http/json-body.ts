import type { IncomingMessage, ServerResponse } from 'node:http';
import { JSON_TYPE } from './front-door';

// A GraphQL request's JSON body, read by every door that takes one (/graphql and its live stream),
// with the same size limit and the same answers to a body it cannot read.

const TOO_LARGE = Symbol('too large');
const INVALID_JSON = Symbol('invalid json');
const NOT_UTF8 = Symbol('not utf-8');
// Fatal: a Latin-1 body would otherwise turn into U+FFFD characters and be stored so.
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** What `readJsonBody` answers when the body cannot be used. */
export type BodyProblem = typeof TOO_LARGE | typeof INVALID_JSON | typeof NOT_UTF8;

/**
 * The JSON body, `undefined` for GET or an empty non-JSON body, the text of any other non-JSON
 * body (Apollo then answers per its rules), or a problem. Reading stops at `limit` bytes.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return TOO_LARGE;
    chunks.push(chunk);
  }
  let text: string;
  try {
    text = UTF8.decode(Buffer.concat(chunks, size));
  } catch {
    return NOT_UTF8;
  }
  if (!JSON_TYPE.test(String(req.headers['content-type'] ?? ''))) return size === 0 ? undefined : text;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

export const isBodyProblem = (body: unknown): body is BodyProblem => body === TOO_LARGE || body === INVALID_JSON || body === NOT_UTF8;

/** Answers a body `readJsonBody` could not use, as GraphQL errors. */
export function answerBodyProblem(res: ServerResponse, problem: BodyProblem, limit: number): void {
  if (problem === TOO_LARGE) {
    // The rest of the body was not read: this connection cannot carry another request (the
    // client's next one would wait behind the unread bytes), so it closes once the answer is out.
    res.setHeader('Connection', 'close');
    answerErrors(res, 413, `Request body larger than ${limit} bytes`, 'BAD_USER_INPUT');
  } else if (problem === NOT_UTF8) answerErrors(res, 400, 'The request body is not valid UTF-8', 'BAD_REQUEST');
  else answerErrors(res, 400, 'The request body is not valid JSON', 'BAD_REQUEST');
}

/** A GraphQL error answer with one error: `{ errors: [{ message, extensions: { code } }] }`. */
export function answerErrors(
  res: ServerResponse,
  status: number,
  message: string,
  code: string,
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}
