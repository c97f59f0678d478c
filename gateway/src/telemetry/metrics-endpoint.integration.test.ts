import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request } from 'undici';
import { useEmulatorStack } from '../test/emulator-stack';
import { postStream, subscription } from '../test/live-stream';

// /metrics as Prometheus scrapes it (issue 44): on its own port, never the app's; every family an
// operator's dashboards and alerts read, with its type and label names (values change, names must
// not: a rename breaks deploy/prometheus and deploy/grafana); labels bounded to the app's own
// operations and route templates.

const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../web/src/gql/persisted-documents.json'), 'utf8')) as Record<
  string,
  string
>;
const usersListHash = Object.entries(manifest).find(([, text]) => /\bquery UsersList\b/.test(text))![0];
const stack = useEmulatorStack();
let metricsUrl: string;

beforeAll(async () => {
  metricsUrl = (await stack.gateway.listenMetrics(0, '127.0.0.1'))!;
});

async function post(body: unknown, headers: Record<string, string> = stack.auth) {
  const res = await request(`${stack.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.statusCode, body: await res.body.text() };
}

async function scrape(): Promise<string> {
  const res = await request(metricsUrl);
  expect(res.statusCode).toBe(200);
  return res.body.text();
}

interface Family {
  type: string;
  labels: Set<string>;
  samples: { name: string; labels: Record<string, string>; value: number }[];
}

/** The text format, by family: its type, the label names its samples carry (not `le`) and the samples. */
function parse(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) families.set(type[1]!, { type: type[2]!, labels: new Set(), samples: [] });
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) continue;
    const name = sample[1]!;
    const family = families.get(name) ?? families.get(name.replace(/_(bucket|sum|count)$/, ''));
    if (!family) throw new Error(`a sample of no declared family: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    for (const key of Object.keys(labels)) if (key !== 'le') family.labels.add(key);
    family.samples.push({ name, labels, value: Number(sample[3]) });
  }
  return families;
}

const catalogue = (families: Map<string, Family>) =>
  [...families]
    .filter(([name]) => !/^(nodejs|v8js)_/.test(name))
    .map(([name, f]) => `${name} ${f.type} ${[...f.labels].sort().join(',')}`.trim())
    .sort();

describe('/metrics', () => {
  beforeAll(async () => {
    // One of each outcome, through the fast path and Apollo Server's.
    const variables = { page: 1, pageSize: 10, search: null, sort: null };
    expect(
      (await post({ operationName: 'UsersList', variables, extensions: { persistedQuery: { version: 1, sha256Hash: usersListHash } } }))
        .status,
    ).toBe(200);
    expect((await post({ query: 'query Whatever123 { nope }' })).status).toBe(400);
    await post({ query: '{ viewer { email } users(page: 1, pageSize: 1) { totalItems } }' }, {});
    await post({
      query:
        'mutation { createUser(input: { email: "admin@example.com", password: "Secret123!", role: ADMIN }) { userErrors { message code } } }',
    });
    expect((await post('{ not json')).status).toBe(400);
    await post({ query: '{ users(page: 1, pageSize: 1) { items { id } } }' });
  });

  it('lists every family with its type and label names', async () => {
    expect(catalogue(parse(await scrape()))).toEqual([
      'gateway_activity_dropped_total counter',
      'gateway_activity_queue_depth gauge',
      'gateway_activity_queue_oldest_age_seconds gauge',
      'gateway_activity_write_failures_total counter',
      'gateway_activity_written_total counter',
      'gateway_cache_entries gauge cache',
      'gateway_cache_hits_total counter cache',
      'gateway_cache_misses_total counter cache',
      'gateway_graphql_request_duration_seconds histogram operation,type',
      'gateway_graphql_requests_total counter code,document,operation,outcome,status,type',
      'gateway_live_changes_published_total counter',
      'gateway_live_changes_received_total counter',
      'gateway_live_presence_entries gauge',
      'gateway_live_stream_events_total counter',
      'gateway_live_streams gauge',
      'gateway_live_streams_limit gauge',
      'gateway_ready gauge',
      'gateway_store_up gauge store',
      'gateway_trusted_documents gauge',
      'gateway_upstream_request_duration_seconds histogram method,route,service',
      'gateway_upstream_requests_total counter method,route,service,status',
      'process_cpu_seconds_total counter',
      'process_resident_memory_bytes gauge',
      'process_start_time_seconds gauge',
    ]);
  });

  it("has the Node runtime's families under the semantic conventions' names", async () => {
    let families = parse(await scrape());
    // The event loop's delay shows once 5 samples (one per 10 ms) have come since the last scrape
    // that showed it (OpenTelemetry's collector): a scrape right after another has none yet.
    for (let round = 0; round < 50 && !families.has('nodejs_eventloop_delay_p99'); round++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      families = parse(await scrape());
    }
    for (const name of ['nodejs_eventloop_delay_p99', 'nodejs_eventloop_utilization', 'v8js_memory_heap_used']) {
      expect(families.get(name)?.type).toBe('gauge');
    }
    // A garbage collection's duration shows once one has happened: make some garbage until it does.
    for (let round = 0; round < 50 && !families.has('v8js_gc_duration'); round++) {
      let garbage: number[][] = [];
      for (let i = 0; i < 100_000; i++) garbage.push(new Array<number>(16).fill(i));
      garbage = [];
      families = parse(await scrape());
    }
    expect(families.get('v8js_gc_duration')?.type).toBe('histogram');
    expect(families.get('v8js_gc_duration')?.labels).toContain('v8js_gc_type');
  });

  it('counts each outcome, naming only the app’s own operations', async () => {
    const requests = parse(await scrape()).get('gateway_graphql_requests_total')!.samples;
    const seen = requests.map(({ labels: l }) => `${l.operation} ${l.type} ${l.document} ${l.outcome} ${l.code} ${l.status}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'UsersList query trusted ok none 200',
        'other other text graphql_error GRAPHQL_VALIDATION_FAILED 400',
        'other query text graphql_error UNAUTHENTICATED 200',
        'other mutation text user_error none 200',
        'other other text http_error none 400',
        'other query text ok none 200',
      ]),
    );
    expect(seen.join('\n')).not.toContain('Whatever123');
  });

  it('labels upstream calls by route template, never by id or query', async () => {
    const calls = parse(await scrape()).get('gateway_upstream_requests_total')!.samples;
    const routes = calls.map(({ labels: l }) => `${l.service} ${l.method} ${l.route} ${l.status}`);
    expect(routes).toContain('operator API GET /users 200');
    expect(routes).toContain('operator API POST /auth/check-auth 200');
    for (const route of calls.map((c) => c.labels.route!)) expect(route).not.toMatch(/\d|\?/);
  });

  it('counts a live stream once it ends, with the streams open, the change feed and the events sent meanwhile', async () => {
    const value = (families: Map<string, Family>, name: string) => families.get(name)!.samples.reduce((sum, s) => sum + s.value, 0);
    const stream = await postStream(stack.base, subscription('subscription { entityChanged { operation } }'), stack.auth);
    expect(stream.status).toBe(200);
    expect(value(parse(await scrape()), 'gateway_live_streams')).toBe(1);
    const created = await stack.gql('mutation { createIcon(input: { name: "metrics", slugs: ["metrics"] }) { icon { id } } }');
    expect(created.errors).toBeUndefined();
    expect(await stream.event()).toMatchObject({ event: 'next', data: { data: { entityChanged: { operation: 'createIcon' } } } });
    stream.close();
    expect((await postStream(stack.base, subscription('subscription { entityChanged { operation } }'))).status).toBe(401);

    let families = parse(await scrape());
    // The stream's end reaches the gateway a moment after the client closed it.
    for (let i = 0; i < 100 && value(families, 'gateway_live_streams') > 0; i++) families = parse(await scrape());
    expect(value(families, 'gateway_live_streams')).toBe(0);
    expect(value(families, 'gateway_live_stream_events_total')).toBeGreaterThanOrEqual(1);
    expect(value(families, 'gateway_live_changes_published_total')).toBeGreaterThanOrEqual(1);
    expect(value(families, 'gateway_live_changes_received_total')).toBeGreaterThanOrEqual(1);
    const streams = families
      .get('gateway_graphql_requests_total')!
      .samples.map(({ labels: l }) => `${l.operation} ${l.type} ${l.outcome} ${l.code} ${l.status}`)
      .filter((line) => line.includes('subscription') || line.includes(' 401'))
      .sort();
    expect(streams).toEqual(['other other http_error UNAUTHENTICATED 401', 'other subscription ok none 200']);
    // A stream is counted, not timed: its length is no request's latency.
    const durations = families.get('gateway_graphql_request_duration_seconds')!.samples;
    expect(durations.some((s) => s.labels.type === 'subscription')).toBe(false);
  });

  it('reports the activity store reachable and the replica ready', async () => {
    const families = parse(await scrape());
    expect(families.get('gateway_store_up')!.samples).toEqual([{ name: 'gateway_store_up', labels: { store: 'sqlite' }, value: 1 }]);
    expect(families.get('gateway_ready')!.samples[0]!.value).toBe(1);
  });

  it('is served on its own port only: the app does not answer it, and the metrics port answers nothing else', async () => {
    const onApp = await request(`${stack.base}/metrics`);
    expect(await onApp.body.text()).not.toContain('gateway_graphql_requests_total');
    const elsewhere = await request(metricsUrl.replace('/metrics', '/graphql'));
    expect(elsewhere.statusCode).toBe(404);
    await elsewhere.body.dump();
  });
});
