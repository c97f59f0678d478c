// Issue 19 figures: the activity store must stay off the read path, and the Activity screen
// must stay quick with a large store.
// - users page req/s with auditing on and off (same emulator, interleaved rounds), and with
//   one write in ten (the writes are recorded with their before/after reads when on);
// - with 100,000 entries seeded: the `activity` query's first page and filtered pages (median
//   of 10), and the screen's cold load to its first row (median of 5).
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib/build.mjs';
import { startGateway } from './harness/services.mjs';
import { gatewayCookies } from './harness/sessions.mjs';
import { load, USERS_PAGE_QUERY } from './throughput.mjs';
import { timeToEditable } from './website-edit.mjs';

const admin = { email: 'admin@example.com', password: 'Admin123!' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const WRITE = JSON.stringify({
  query: 'mutation { updateUser(input: { id: "2", email: "manager@example.com", role: MANAGER }) { userErrors { message } } }',
});

const rps = async (url, cookie, requests, seconds) =>
  (await load({ url: `${url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json', cookie }, requests }, seconds)).rps;

/** Req/s with the activity store on and off: reads only, and one write in ten. */
export async function auditThroughput(emulatorUrl, { rounds = 3, seconds = 5 } = {}) {
  const on = await startGateway(emulatorUrl);
  const off = await startGateway(emulatorUrl, { AUDIT: 'false' });
  const cookies = { on: await gatewayCookies(on, emulatorUrl, admin), off: await gatewayCookies(off, emulatorUrl, admin) };
  const read = { body: JSON.stringify({ query: USERS_PAGE_QUERY }) };
  const loads = { reads: [read], mixed: [...Array(9).fill(read), { body: WRITE }] };
  const samples = { reads: { on: [], off: [] }, mixed: { on: [], off: [] } };
  for (const requests of Object.values(loads)) {
    await rps(on, cookies.on, requests, 2);
    await rps(off, cookies.off, requests, 2);
  }
  for (let round = 0; round < rounds; round++) {
    for (const [name, requests] of Object.entries(loads)) {
      // Which runs first alternates, so neither gains from the other's warm-up.
      const order = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const which of order) samples[name][which].push(await rps(which === 'on' ? on : off, cookies[which], requests, seconds));
    }
  }
  const figure = (s) => ({ on: median(s.on), off: median(s.off), ratio: median(s.on) / median(s.off) });
  return { reads: figure(samples.reads), mixed: figure(samples.mixed) };
}

const AREAS = ['users', 'translations', 'websites', 'seo', 'help', 'organisation'];
const OPERATIONS = {
  users: 'updateUserPermissions',
  translations: 'saveTranslation',
  websites: 'updateWebsite',
  seo: 'saveSeoRule',
  help: 'updateHelpPage',
  organisation: 'updateCompany',
};

/** A SQLite activity store with `count` entries over the last 300 days (the gateway's own store code). */
async function seededDataDir(count) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-activity-'));
  const require = createRequire(join(root, 'gateway', 'package.json'));
  const { SqliteActivityStore } = require('./dist/activity-log/engines/sqlite-store.js');
  const store = new SqliteActivityStore(join(dir, 'activity.sqlite'));
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const area = AREAS[i % AREAS.length];
      batch.push({
        at: now - Math.floor(((count - i) / count) * 300 * 86_400_000),
        userId: String(1 + (i % 40)),
        userEmail: `staff${String(i % 40).padStart(2, '0')}@example.com`,
        area,
        operation: OPERATIONS[area],
        entityType: area === 'users' ? 'User' : 'Entity',
        entityId: String(i % 5000),
        entityLabel: `entity ${i % 5000}`,
        changes: [{ field: 'permissions.HELP.HELP', before: 'NONE', after: 'READ' }],
      });
    }
    await store.append(batch);
  }
  await store.close();
  return dir;
}

async function queryMs(url, cookie, variables) {
  const times = [];
  for (let i = 0; i < 11; i++) {
    const started = performance.now();
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query:
          'query($filter: ActivityFilter, $page: Int!) { activity(filter: $filter, page: $page) { totalItems items { id at userEmail operation changes { field before after } } } }',
        variables,
      }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    if (i > 0) times.push(performance.now() - started); // the first warms the statements
  }
  return median(times);
}

/** The Activity screen and query over `count` stored entries. */
export async function activityAtScale(browser, emulatorUrl, counter, count = 100_000) {
  const dataDir = await seededDataDir(count);
  const url = await startGateway(counter.url, { DATA_DIR: dataDir });
  const cookie = await gatewayCookies(url, emulatorUrl, admin);
  const query = {
    firstPage: await queryMs(url, cookie, { page: 1 }),
    lastPage: await queryMs(url, cookie, { page: Math.ceil(count / 25) }),
    byUser: await queryMs(url, cookie, { page: 1, filter: { user: 'staff07' } }),
    byArea: await queryMs(url, cookie, { page: 1, filter: { area: 'seo' } }),
    byEntity: await queryMs(url, cookie, { page: 1, filter: { entityType: 'User', entityId: '42' } }),
    byDates: await queryMs(url, cookie, { page: 1, filter: { from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) } }),
  };
  const screen = await timeToEditable(
    browser,
    url,
    cookie,
    counter,
    '/home/activity',
    (page) => page.getByRole('button', { name: /^Details of / }).first(),
    false,
  );
  const filtered = await timeToEditable(
    browser,
    url,
    cookie,
    counter,
    '/home/activity?user=staff06&area=users',
    (page) => page.getByRole('button', { name: /^Details of / }).first(),
    false,
  );
  return { query, screen, filtered };
}
