// Users page through the gateway, through the bare proxy and from the emulator
// directly: several interleaved rounds, medians. The gateway's two users-page targets run
// again on a second gateway with METRICS=false in the same rounds, so what its Prometheus
// metrics cost shows beside the same proxy figure (issue 44).
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const MANIFEST = new URL('../../web/src/gql/persisted-documents.json', import.meta.url);

/** The users list exactly as the app asks for it: its trusted document's hash and text. */
export function appUsersList() {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const [hash, text] = Object.entries(manifest).find(([, doc]) => /\bquery UsersList\b/.test(doc));
  const variables = { page: 1, pageSize: 10, search: null, sort: null };
  return {
    byHash: JSON.stringify({ operationName: 'UsersList', variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    byText: JSON.stringify({ operationName: 'UsersList', variables, query: text }),
  };
}

export const USERS_PAGE_QUERY =
  'query UsersPage { users(page: 1, pageSize: 10) { items { id email role isDeveloper } totalItems pageCount } }';

/** Req/s, p50 and p99 of `seconds` of load at 16 connections (`opts`: autocannon's); any error or non-2xx rejects. */
export function load(opts, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 16, pipelining: 1, duration: seconds, ...opts }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${opts.url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A process's CPU time so far in ms (user + system, from /proc), or null where there is no /proc. */
function cpuMs(pid) {
  if (!pid || !existsSync(`/proc/${pid}/stat`)) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

/**
 * `pids` (gateway, proxy): each serving process's CPU time per request is recorded beside its
 * rate. On a machine shared with the load generator and the emulator the rates swing by ±20%
 * between runs; the CPU a request costs the process that serves it swings much less.
 */
export async function measureThroughput({
  gatewayUrl,
  metricsOffUrl,
  proxyUrl,
  floorUrl,
  emulatorUrl,
  cookie,
  tokens,
  pids = {},
  rounds = 3,
  seconds = 5,
}) {
  const body = JSON.stringify({ query: USERS_PAGE_QUERY });
  const app = appUsersList();
  const json = { 'content-type': 'application/json', cookie };
  const targets = {
    gateway: { url: `${gatewayUrl}/graphql`, method: 'POST', body, headers: json },
    // The app's own UsersList (trusted document): by hash (fast path) and as GraphiQL sends it (text).
    appByHash: { url: `${gatewayUrl}/graphql`, method: 'POST', body: app.byHash, headers: json },
    appByText: { url: `${gatewayUrl}/graphql`, method: 'POST', body: app.byText, headers: json },
    // The same two on a gateway that counts nothing (METRICS=false; the cookie's secret is the same).
    gatewayOff: { url: `${metricsOffUrl}/graphql`, method: 'POST', body, headers: json },
    appByHashOff: { url: `${metricsOffUrl}/graphql`, method: 'POST', body: app.byHash, headers: json },
    // The same request to the leanest GraphQL server that can answer it (graphql-floor.mjs).
    floor: { url: `${floorUrl}/graphql`, method: 'POST', body: app.byHash, headers: { 'content-type': 'application/json' } },
    proxy: { url: `${proxyUrl}/graphql`, method: 'POST', body, headers: { 'content-type': 'application/json' } },
    emulator: {
      url: `${emulatorUrl}/users?page=1&limit=10`,
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'activation-token': tokens.activationToken },
    },
  };
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (const opts of Object.values(targets)) await load(opts, 2); // warm-up (JIT, pools)
  const servedBy = {
    gateway: pids.gateway,
    appByHash: pids.gateway,
    appByText: pids.gateway,
    gatewayOff: pids.metricsOff,
    appByHashOff: pids.metricsOff,
    floor: pids.floor,
    proxy: pids.proxy,
    emulator: pids.emulator,
  };
  for (let round = 0; round < rounds; round++) {
    for (const [name, opts] of Object.entries(targets)) {
      const before = cpuMs(servedBy[name]);
      const sample = await load(opts, seconds);
      const after = cpuMs(servedBy[name]);
      sample.cpuUs = before === null || after === null ? null : ((after - before) * 1000) / (sample.rps * seconds);
      samples[name].push(sample);
    }
  }
  const result = {};
  for (const [name, list] of Object.entries(samples)) {
    const cpu = list.map((s) => s.cpuUs);
    result[name] = {
      rps: median(list.map((s) => s.rps)),
      p50: median(list.map((s) => s.p50)),
      p99: median(list.map((s) => s.p99)),
      cpuUs: cpu.includes(null) ? null : median(cpu),
    };
  }
  result.ratio = result.gateway.rps / result.proxy.rps;
  result.hashRatio = result.appByHash.rps / result.proxy.rps;
  result.textRatio = result.appByText.rps / result.proxy.rps;
  result.floorRatio = result.floor.rps / result.proxy.rps;
  result.offRatio = result.gatewayOff.rps / result.proxy.rps;
  result.hashOffRatio = result.appByHashOff.rps / result.proxy.rps;
  return result;
}
