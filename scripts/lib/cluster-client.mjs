// A staff member's session through the load balancer, as a browser holds it (cookies), and the
// load the cluster tests and the bench put on it: reads marked as queries, and writes whose
// acknowledgements are counted so the Activity store can be checked against them.

const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { status userErrors { message } } }';
const ACTIVATE = 'mutation($input: ActivateInput!) { activate(input: $input) { viewer { id } userErrors { message } } }';

export class Session {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookies = new Map();
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One GraphQL request; `query` marks it retryable. Resolves to { status, body } (body null when not JSON). */
  async post(document, variables = {}, { query = false } = {}) {
    const res = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: this.cookieHeader(),
        ...(query && { 'x-graphql-operation': 'query' }),
      },
      body: JSON.stringify({ query: document, variables }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const body = await res.json().catch(() => null);
    return { status: res.status, body };
  }

  /** Signs in, activating this "browser" with the code the emulator's outbox holds when asked. */
  async signIn(email, password, emulatorUrl) {
    const input = { email, password };
    const first = await this.post(SIGN_IN, { input });
    const status = first.body?.data?.signIn?.status;
    if (status === 'SIGNED_IN') return;
    if (status !== 'ACTIVATION_REQUIRED') throw new Error(`sign-in answered ${JSON.stringify(first.body)}`);
    const outbox = await (await fetch(`${emulatorUrl}/_dev/outbox`)).json();
    const code = outbox.filter((entry) => entry.email === email).at(-1)?.code;
    const activated = await this.post(ACTIVATE, { input: { email, code } });
    if (!activated.body?.data?.activate?.viewer) throw new Error(`activation answered ${JSON.stringify(activated.body)}`);
  }

  async viewerEmail() {
    const r = await this.post('{ viewer { email } }', {}, { query: true });
    return r.body?.data?.viewer?.email ?? null;
  }
}

/**
 * Runs `readers` loops of a marked query and `writers` loops of `write(i)` until `stop()`;
 * counts every answer. A failure is a thrown fetch (connection refused, reset), a non-2xx status
 * or a GraphQL error. `acknowledged` lists the writes that answered OK.
 */
export function startLoad(session, { readers = 4, writers = 1, read, write }) {
  // failures: each failed request with the time it was started (performance.now()), so a test can
  // tell a request cut off by an event from one sent after it.
  const stats = { reads: 0, writes: 0, failed: 0, non2xx: 0, errors: [], failures: [], acknowledged: [], latencies: [] };
  let running = true;
  let writeNo = 0;
  const fail = (kind, started, message) => {
    stats.failed += 1;
    stats.failures.push({ kind, started, message });
    if (stats.errors.length < 20) stats.errors.push(`${kind}: ${message}`);
  };
  const record = (kind, started, outcome) => {
    stats.latencies.push(performance.now() - started);
    if (outcome.failed) fail(kind, started, outcome.failed);
  };
  const loop = async (kind) => {
    while (running) {
      const started = performance.now();
      try {
        if (kind === 'read') {
          const r = await session.post(read, {}, { query: true });
          stats.reads += 1;
          if (r.status < 200 || r.status > 299) stats.non2xx += 1;
          record(kind, started, {
            failed: r.status !== 200 || r.body?.errors ? `HTTP ${r.status} ${JSON.stringify(r.body?.errors ?? '')}` : null,
          });
        } else {
          const n = (writeNo += 1);
          const { document, variables, ok } = write(n);
          const r = await session.post(document, variables);
          stats.writes += 1;
          if (r.status < 200 || r.status > 299) stats.non2xx += 1;
          const good = r.status === 200 && !r.body?.errors && ok(r.body.data);
          if (good) stats.acknowledged.push(n);
          record(kind, started, { failed: good ? null : `HTTP ${r.status} ${JSON.stringify(r.body)}` });
        }
      } catch (error) {
        fail(kind, started, error.cause?.code ?? error.message);
      }
    }
  };
  const loops = [...Array.from({ length: readers }, () => loop('read')), ...Array.from({ length: writers }, () => loop('write'))];
  return {
    stats,
    async stop() {
      running = false;
      await Promise.all(loops);
      return stats;
    },
  };
}

/** The p-th percentile (0–100) of `values`, in the values' unit. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * A GraphQL subscription over Server-Sent Events (graphql-sse's distinct connections mode) as
 * `session`, to `baseUrl` (a replica, or the balancer): `next()` resolves with each payload's data.
 */
export async function openStream(session, baseUrl, document, variables = {}) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/graphql/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: session.cookieHeader() },
    body: JSON.stringify({ query: document, variables }),
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('');
          if (/^event: next/m.test(message) && data) return JSON.parse(data).data;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
}
