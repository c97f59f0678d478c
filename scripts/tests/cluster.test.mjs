// Several replicas behind Debian's nginx (issue 29), started as `npm run cluster` starts them:
// a session moves between replicas on every request; a rolling restart under load fails no
// request and loses no Activity entry; a kill -9 fails only what was in flight on that replica;
// Redis and PostgreSQL stopped and started again under load degrade and come back; Debian's
// Prometheus scrapes every replica's metrics and evaluates the alert rules (issue 44).
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import { clusterPrerequisites, startCluster, stopParts } from '../lib/cluster.mjs';
import { launchChromium } from '../bench/harness/browser.mjs';
import { openStream, Session, startLoad as startClientLoad } from '../lib/cluster-client.mjs';
import { postgresBin } from '../lib/postgres.mjs';
import { promQuery } from '../lib/prometheus.mjs';
import { freePort } from '../lib/processes.mjs';

const missing = clusterPrerequisites() ?? (postgresBin() ? null : 'missing: PostgreSQL');
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-cluster-'));
// PostgreSQL runs as Debian's postgres user (as root here): it must reach its folder below this one.
chmodSync(dataDir, 0o755);
const running = [];
let cluster;
let admin;
// Loads and browsers still going: a test that fails before stopping its own would otherwise leave
// them running into the next tests and, once the cluster stops, keep the file's process alive
// forever (its loops retrying a cluster that is gone): a hang instead of a failure. Each test's
// are stopped once it ends.
const unstopped = new Set();
function stoppedAfterAll(thing) {
  unstopped.add(thing);
  const stop = thing.stop.bind(thing);
  return Object.assign(thing, { stop: () => (unstopped.delete(thing), stop()) });
}
const startLoad = (...args) => stoppedAfterAll(startClientLoad(...args));

const CREATE_ICON = 'mutation($input: IconInput!) { createIcon(input: $input) { icon { id } userErrors { message } } }';
const iconWrite = (prefix) => (n) => ({
  document: CREATE_ICON,
  variables: { input: { name: `${prefix} ${n}`, slugs: [`${prefix}-${n}`] } },
  ok: (data) => Boolean(data?.createIcon?.icon),
});
/** How many createIcon entries the Activity screen lists (the store behind it is PostgreSQL). */
const activityCount = async () => {
  const r = await admin.post(
    'query($filter: ActivityFilter) { activity(filter: $filter, pageSize: 1) { totalItems } }',
    { filter: { operation: 'createIcon' } },
    { query: true },
  );
  return r.body.data.activity.totalItems;
};
/** Waits until the Activity screen lists `expected` createIcon entries (they are queued, then stored). */
async function untilActivity(expected, timeoutMs = 20_000) {
  let seen = await activityCount();
  await untilTrue(async () => (seen = await activityCount()) >= expected, timeoutMs).catch(() => undefined);
  return seen;
}

/** nginx's access-log lines of the requests it answered with an error, and its error log's last lines. */
const nginxFailures = () =>
  [
    ...readFileSync(cluster.accessLog, 'utf8')
      .split('\n')
      .filter((line) => / (5\d\d) \d/.test(line)),
    ...readFileSync(join(cluster.nginxDir, 'error.log'), 'utf8').split('\n').slice(-10),
  ].join('\n');

/** A signed-in Chromium going from screen to screen until stopped; counts the screens shown and what went wrong. */
async function browsing(session) {
  const browser = await launchChromium();
  const context = await browser.newContext();
  const { hostname } = new URL(cluster.url);
  await context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, domain: hostname, path: '/' })));
  const page = await context.newPage();
  const screens = [
    ['/home/all-users', 'cell', 'admin@example.com'],
    ['/home/websites', 'cell', 'Star Bet'],
    ['/home/activity', 'heading', 'Activity'],
  ];
  const result = { shown: 0, failures: [] };
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const [path, role, name] of screens) {
        try {
          await page.goto(`${cluster.url}${path}`);
          await page.getByRole(role, { name, exact: true }).first().waitFor({ timeout: 15_000 });
          if (new URL(page.url()).pathname !== path) result.failures.push(`${path} ended at ${page.url()}`);
          else result.shown += 1;
        } catch (error) {
          result.failures.push(`${path}: ${error.message.split('\n')[0]}`);
        }
      }
    }
  })();
  return stoppedAfterAll({
    async stop() {
      running = false;
      await loop;
      await browser.close();
      return result;
    },
  });
}

/** Prometheus' answer to `query` by replica label: { '1': 12, ... }. */
const byReplica = async (query) =>
  Object.fromEntries((await promQuery(cluster.prometheus.url, query)).map((r) => [r.metric.replica, Number(r.value[1])]));

async function untilTrue(check, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('still not true after ' + timeoutMs + ' ms');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

before(async () => {
  if (missing) return;
  cluster = await startCluster({
    running,
    port: await freePort(),
    emulatorPort: await freePort(),
    replicas: 3,
    dataDir,
    sessionSecret: 'cluster-test-secret-cluster-test-secret-0123',
    // Longer than nginx's upstream keepalive_timeout (2 s): see deploy/nginx.conf.
    drainMs: 3000,
    logLevel: 'silent',
    quiet: true,
  });
  admin = new Session(cluster.url);
  await admin.signIn('admin@example.com', 'Admin123!', `http://127.0.0.1:${cluster.emulatorPort}`);
});

afterEach(() => Promise.all([...unstopped].map((thing) => thing.stop())));

after(async () => {
  await stopParts(running);
  rmSync(dataDir, { recursive: true, force: true });
});

test('one session moves between the three replicas on every request', { skip: missing ?? false }, async () => {
  const marker = `spread-${Date.now()}`;
  for (let i = 0; i < 12; i += 1) {
    const r = await admin.post(`query ${marker.replace('-', '_')} { viewer { email } }`, {}, { query: true });
    assert.equal(r.body.data.viewer.email, 'admin@example.com');
  }
  const lines = readFileSync(cluster.accessLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes('POST /graphql'));
  const served = new Set(lines.slice(-12).map((line) => line.match(/upstream=(\S+)/)?.[1]));
  assert.deepEqual([...served].sort(), cluster.gateways.map((replica) => `127.0.0.1:${replica.port}`).sort());
});

test(
  'Prometheus scrapes every replica under load: each one up, its request counter, request rate and p99, and the alert rules loaded',
  { skip: missing ?? false, timeout: 90_000 },
  async () => {
    const load = startLoad(admin, { readers: 4, writers: 0, read: '{ viewer { email } languages(page: 1, pageSize: 5) { totalItems } }' });
    await untilTrue(() => load.stats.reads >= 60, 30_000);
    const replicas = cluster.gateways.map((_, i) => String(i + 1)).sort();
    const served = (counts) => Object.keys(counts).sort().join() === replicas.join() && Object.values(counts).every((n) => n > 0);
    // Scraped every 5 s: the load shows within a few scrapes (a rate needs two of them).
    const rateQuery = 'sum by (replica) (rate(gateway_graphql_requests_total{job="backoffice-gateway"}[30s]))';
    const p99Query =
      'histogram_quantile(0.99, sum by (replica, le) (rate(gateway_graphql_request_duration_seconds_bucket{job="backoffice-gateway"}[30s])))';
    let rate = {};
    let p99 = {};
    await untilTrue(async () => {
      [rate, p99] = await Promise.all([byReplica(rateQuery), byReplica(p99Query)]);
      return served(rate) && served(p99);
    }, 45_000).catch(() => undefined);
    const stats = await load.stop();
    assert.equal(stats.failed, 0, stats.errors.join('; '));
    assert.deepEqual(await byReplica('up{job="backoffice-gateway"}'), Object.fromEntries(replicas.map((r) => [r, 1])));
    assert.ok(served(rate), `request rate by replica: ${JSON.stringify(rate)}`);
    assert.ok(served(p99) && Object.values(p99).every((seconds) => seconds < 60), `p99 by replica: ${JSON.stringify(p99)}`);
    const rules = await (await fetch(`${cluster.prometheus.url}/api/v1/rules?type=alert`)).json();
    const alerts = rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name));
    assert.ok(alerts.includes('GatewayActivityQueueGrowing') && alerts.length >= 8, `alert rules: ${alerts.join(', ')}`);
  },
);

test(
  'a rolling restart under load and a browser session: no failed request, no one signed out, every acknowledged write in Activity once',
  { skip: missing ?? false, timeout: 180_000 },
  async () => {
    const prefix = `rolling-${Date.now()}`;
    const stored = await activityCount();
    const load = startLoad(admin, {
      readers: 4,
      writers: 1,
      read: '{ viewer { email } languages(page: 1, pageSize: 5) { totalItems } }',
      write: iconWrite(prefix),
    });
    const browser = await browsing(admin);
    for (const replica of cluster.gateways) await replica.restart();
    const stats = await load.stop();
    const screens = await browser.stop();
    assert.deepEqual(screens.failures, []);
    assert.ok(screens.shown >= 3, `the browser showed ${screens.shown} screens`);
    assert.ok(stats.reads > 50 && stats.writes > 5, `load too light to show anything: ${stats.reads} reads, ${stats.writes} writes`);
    assert.deepEqual(stats.errors, [], `failed requests; nginx's log of its errors:\n${nginxFailures()}`);
    assert.equal(stats.failed, 0);
    assert.equal(stats.non2xx, 0);
    assert.equal(await admin.viewerEmail(), 'admin@example.com');
    assert.equal(await untilActivity(stored + stats.acknowledged.length), stored + stats.acknowledged.length);
  },
);

test(
  'kill -9 of one replica under load: only requests in flight on it may fail, the next ones all succeed',
  { skip: missing ?? false, timeout: 120_000 },
  async () => {
    const prefix = `killed-${Date.now()}`;
    const baseline = await activityCount();
    const load = startLoad(admin, { readers: 4, writers: 1, read: '{ viewer { email } }', write: iconWrite(prefix) });
    await untilTrue(() => load.stats.reads >= 20);
    const victim = cluster.gateways[1];
    await victim.signal('SIGKILL');
    // Requests started before the replica's exit was seen may have been on it: their answers (a
    // 502 from nginx) can arrive a moment after the exit, so they are told apart by start time.
    const killedAt = performance.now();
    const atKill = { reads: load.stats.reads };
    // Later requests, while the replica is away and once it is back.
    await untilTrue(() => load.stats.reads - atKill.reads > 20);
    await victim.ready();
    const stats = await load.stop();
    const cutOff = stats.failures.filter((f) => f.started <= killedAt);
    const after = stats.failures.filter((f) => f.started > killedAt);
    // In flight on the killed replica: at most one request per loop.
    assert.ok(cutOff.length <= 5, `${cutOff.length} requests failed around the kill`);
    assert.ok(stats.reads - atKill.reads > 20);
    assert.deepEqual(
      after.map((f) => `${f.kind}: ${f.message}`),
      [],
      `failures after the kill; nginx's log of them:\n${nginxFailures()}`,
    );
    // A write answers once its Activity entry is stored: every acknowledged write is there, the
    // killed replica's too. A write cut off unanswered may or may not have been applied, and recorded.
    const stored = (await untilActivity(baseline + stats.acknowledged.length)) - baseline;
    assert.ok(
      stored >= stats.acknowledged.length && stored <= stats.writes,
      `${stored} stored, ${stats.acknowledged.length} acknowledged of ${stats.writes}`,
    );
  },
);

test(
  'Redis stopped under load: /healthz says so, sign-ins still work (the throttle fails open), and all is well once it is back',
  { skip: missing ?? false, timeout: 120_000 },
  async () => {
    const load = startLoad(admin, { readers: 2, writers: 0, read: '{ viewer { email } }' });
    await cluster.redis.stop();
    const replicaHealth = async () => (await fetch(`http://127.0.0.1:${cluster.gateways[0].port}/healthz`)).json();
    assert.deepEqual((await replicaHealth()).sharedState, { engine: 'redis', ok: false });
    const manager = new Session(cluster.url);
    await manager.signIn('manager@example.com', 'Manager123!', `http://127.0.0.1:${cluster.emulatorPort}`);
    assert.equal(await manager.viewerEmail(), 'manager@example.com');
    await cluster.redis.start();
    await untilTrue(async () => (await replicaHealth()).sharedState.ok);
    const other = new Session(cluster.url);
    await other.signIn('developer@example.com', 'Developer123!', `http://127.0.0.1:${cluster.emulatorPort}`);
    assert.equal(await other.viewerEmail(), 'developer@example.com');
    const stats = await load.stop();
    assert.equal(stats.failed, 0, stats.errors.join('; '));
  },
);

test(
  'PostgreSQL stopped under load: writes go on, /healthz says the activity store is behind, the entries arrive once it is back',
  { skip: missing ?? false, timeout: 180_000 },
  async () => {
    const prefix = `pgdown-${Date.now()}`;
    const stored = await activityCount();
    cluster.postgres.stop({ keep: true });
    const load = startLoad(admin, { readers: 2, writers: 1, read: '{ viewer { email } }', write: iconWrite(prefix) });
    // Some replica says its activity store is behind (entries waiting, or the last write failed).
    const behind = async () =>
      (await Promise.all(cluster.gateways.map(async (replica) => (await fetch(`http://127.0.0.1:${replica.port}/healthz`)).json()))).some(
        (h) => h.activity.ok === false || h.activity.pending > 0,
      );
    await untilTrue(behind);
    await untilTrue(() => load.stats.acknowledged.length > 0);
    // Prometheus sees it: the store down, entries waiting, and once the oldest has waited 15 s the
    // Activity-queue alert's expression holds (pending; it fires after its `for:` of 1 min).
    await untilTrue(async () => Object.values(await byReplica('gateway_store_up{store="postgres"} == 0')).length > 0, 20_000);
    await untilTrue(
      async () => (await promQuery(cluster.prometheus.url, 'ALERTS{alertname="GatewayActivityQueueGrowing"}')).length > 0,
      45_000,
    );
    const stats = await load.stop();
    assert.equal(stats.failed, 0, stats.errors.join('; '));
    assert.ok(stats.acknowledged.length > 0);
    await cluster.postgres.start();
    assert.equal(await untilActivity(stored + stats.acknowledged.length, 40_000), stored + stats.acknowledged.length);
    // The queue written, the alert clears.
    await untilTrue(
      async () => (await promQuery(cluster.prometheus.url, 'ALERTS{alertname="GatewayActivityQueueGrowing"}')).length === 0,
      30_000,
    );
  },
);

test(
  'a change made through one replica reaches a stream open on another, through Redis',
  { skip: missing ?? false, timeout: 60_000 },
  async () => {
    const [first, second] = cluster.gateways.map((replica) => `http://127.0.0.1:${replica.port}`);
    const developer = new Session(second);
    await developer.signIn('developer@example.com', 'Developer123!', `http://127.0.0.1:${cluster.emulatorPort}`);
    const feed = await openStream(admin, first, 'subscription { entityChanged { operation entityId changedBy } }');
    // The stream is subscribed once it hears a change: the developer writes until it does.
    const created = [];
    const heard = feed.next();
    let got = null;
    void heard.then((data) => (got = data));
    while (!got) {
      const r = await developer.post(CREATE_ICON, {
        input: { name: `relay ${Date.now()} ${created.length}`, slugs: [`relay-${Date.now()}-${created.length}`] },
      });
      created.push(r.body.data.createIcon.icon.id);
    }
    assert.equal(got.entityChanged.operation, 'createIcon');
    assert.equal(got.entityChanged.changedBy, 'developer@example.com');
    assert.ok(created.includes(got.entityChanged.entityId));
    feed.close();
  },
);
