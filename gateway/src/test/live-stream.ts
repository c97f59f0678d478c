import { request } from 'undici';

// A raw request to the live stream (POST /graphql/stream), as any client could send it: the
// status and headers it is answered with, then the stream's events one by one. The door's tests
// use it where graphql-sse's client would hide what the gateway answered.

export interface StreamAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The JSON body of a refused request (not an event stream). */
  json(): Promise<{ errors?: { message: string; extensions?: { code?: string } }[] }>;
  /** The next event: `next` with its result, or `complete`; `end` when the stream closed without one. */
  event(): Promise<{ event: 'next'; data: { data?: any; errors?: any[] } } | { event: 'complete' } | { event: 'end' }>;
  close(): void;
}

export const STREAM_HEADERS = { 'content-type': 'application/json', accept: 'text/event-stream' };

export async function postStream(base: string, body: unknown, headers: Record<string, string> = {}): Promise<StreamAnswer> {
  const controller = new AbortController();
  const res = await request(`${base}/graphql/stream`, {
    method: 'POST',
    headers: { ...STREAM_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: controller.signal,
  });
  const chunks = res.body[Symbol.asyncIterator]();
  let buffer = '';
  return {
    status: res.statusCode,
    headers: res.headers,
    json: () => res.body.json() as ReturnType<StreamAnswer['json']>,
    async event() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const kind = /^event: (\w+)/m.exec(message)?.[1];
          const data = /^data: ?(.*)$/m.exec(message)?.[1] ?? '';
          if (kind === 'next') return { event: 'next', data: JSON.parse(data) as { data?: any; errors?: any[] } };
          if (kind === 'complete') return { event: 'complete' };
          continue; // a comment (the keep-alive ping)
        }
        const chunk = await chunks.next().catch(() => ({ done: true as const, value: undefined }));
        if (chunk.done) return { event: 'end' };
        buffer += Buffer.from(chunk.value as Uint8Array).toString('utf8');
      }
    },
    close: () => controller.abort(),
  };
}

/** A stream request naming `query` (and its variables) as text. */
export const subscription = (query: string, variables: Record<string, unknown> = {}) => ({ query, variables });

/** The `extensions` that name a trusted document by its hash. */
export const byHash = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
