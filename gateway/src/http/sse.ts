import type { ServerResponse } from 'node:http';

// Server-Sent Events as the GraphQL over SSE protocol's "distinct connections" mode has them
// (graphql-sse's client reads them): one response per subscription, `next` events carrying
// results and one `complete`. Plain HTTP, so nginx and any proxy carry it as it is
// (deploy/nginx.conf does not buffer answers).

/** A comment line every so often keeps idle proxies and browsers from closing the connection. */
const PING_MS = 12_000;
/** A client that reads slower than it is written to: past this much unsent, the stream ends (it reconnects). */
const MAX_UNSENT_BYTES = 1024 * 1024;

export interface EventStream {
  /** Sends one result. */
  next(data: unknown): void;
  /** Sends `complete` and ends the response: the client does not reconnect on its own. */
  complete(): void;
  /** Ends the response without `complete` (the client treats it as a dropped connection and reconnects). */
  drop(): void;
  /** Whether the response has ended, by either side. */
  readonly ended: boolean;
}

export function openEventStream(res: ServerResponse, onEnd: () => void): EventStream {
  res.statusCode = 200;
  res.setHeader('content-type', 'text/event-stream; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('connection', 'keep-alive');
  // nginx's own switch for one response, beside the configuration's `proxy_buffering off`.
  res.setHeader('x-accel-buffering', 'no');
  // An empty comment first: some browsers do not expose the stream until a first message arrives.
  res.write(':\n\n');
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(ping);
    onEnd();
  };
  const ping = setInterval(() => write(':\n\n'), PING_MS);
  ping.unref();
  res.once('close', finish);
  const write = (text: string) => {
    if (ended) return;
    if (res.writableLength > MAX_UNSENT_BYTES) return drop();
    res.write(text);
  };
  const drop = () => {
    if (ended) return;
    res.end();
    finish();
  };
  return {
    next: (data) => write(`event: next\ndata: ${JSON.stringify(data)}\n\n`),
    complete() {
      if (ended) return;
      res.end('event: complete\ndata:\n\n');
      finish();
    },
    drop,
    get ended() {
      return ended;
    },
  };
}
