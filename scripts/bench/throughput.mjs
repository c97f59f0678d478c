// Users page through the gateway, through the bare proxy and from the emulator
// directly: several interleaved rounds, medians.
import autocannon from 'autocannon';

export const USERS_PAGE_QUERY =
  'query UsersPage { users(page: 1, pageSize: 10) { items { id email role isDeveloper } totalItems pageCount } }';

function load(opts, seconds) {
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

export async function measureThroughput({ gatewayUrl, proxyUrl, emulatorUrl, cookie, tokens, rounds = 3, seconds = 5 }) {
  const body = JSON.stringify({ query: USERS_PAGE_QUERY });
  const targets = {
    gateway: { url: `${gatewayUrl}/graphql`, method: 'POST', body, headers: { 'content-type': 'application/json', cookie } },
    proxy: { url: `${proxyUrl}/graphql`, method: 'POST', body, headers: { 'content-type': 'application/json' } },
    emulator: {
      url: `${emulatorUrl}/users?page=1&limit=10`,
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'activation-token': tokens.activationToken },
    },
  };
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (const opts of Object.values(targets)) await load(opts, 2); // warm-up (JIT, pools)
  for (let round = 0; round < rounds; round++) {
    for (const [name, opts] of Object.entries(targets)) samples[name].push(await load(opts, seconds));
  }
  const result = {};
  for (const [name, list] of Object.entries(samples)) {
    result[name] = { rps: median(list.map((s) => s.rps)), p50: median(list.map((s) => s.p50)), p99: median(list.map((s) => s.p99)) };
  }
  result.ratio = result.gateway.rps / result.proxy.rps;
  return result;
}
