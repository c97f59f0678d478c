import { randomUUID } from 'node:crypto';
import type { NodeHandler } from './front-door';

// Every response carries `x-request-id`, and the request's log lines have it,
// so a user's report ("it failed at 10:42") and a log line meet. An id sent
// by the client is taken only when the gateway runs behind a trusted proxy
// (TRUST_PROXY), which sets it; anyone else could forge a misleading one.

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'http' {
  interface IncomingMessage {
    /** Set by `requestId()` before any route runs. */
    requestId?: string;
  }
}

export function requestId(trustIncoming: boolean): NodeHandler {
  return (req, res, next) => {
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = trustIncoming && typeof incoming === 'string' && ACCEPTED.test(incoming) ? incoming : randomUUID();
    req.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}
