// A replica's memory under documents and time-zone names it has never seen (issue 42): a fresh
// gateway, signed in, is sent 3,000 distinct 30-alias documents (each twice, so each is compiled)
// and the terminal payments report in 30,000 spellings of time-zone names, and its resident
// memory is read before and after. Before the weighed caches it went from 204 to 1,177 MiB;
// the target is under 450 MiB. Alone: `node_modules/.bin/node scripts/bench/memory-budget.mjs`.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gatewayCookies } from './harness/sessions.mjs';
import { pidOf, startEmulator, startGateway, stopServices } from './harness/services.mjs';

const admin = { email: 'admin@example.com', password: 'Admin123!' };
// PROBE_DOCUMENTS and PROBE_SPELLINGS shorten a run while investigating.
const DOCUMENTS = Number(process.env.PROBE_DOCUMENTS ?? 3_000);
const SPELLINGS = Number(process.env.PROBE_SPELLINGS ?? 30_000);
const CONNECTIONS = 16;
const ZONES = [
  'america/argentina/buenos_aires',
  'america/north_dakota/new_salem',
  'europe/belgrade',
  'asia/kolkata',
  'australia/lord_howe',
];

const residentMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const peakMiB = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** A document of 30 aliases, distinct by its name and the fields each alias asks for. */
function thirtyAliases(n) {
  const fields = ['email', 'role', 'isDeveloper', 'isAdmin', 'permissions { key level }', 'websitePermissions { websiteId level }'];
  const aliases = Array.from(
    { length: 30 },
    (_, i) => `a${i}: viewer { id ${fields.filter((_, f) => (n + i) % (f + 2) !== 0).join(' ')} }`,
  );
  return `query Probe${n} { ${aliases.join(' ')} }`;
}

/** The n-th letter-case spelling of one of ZONES. */
function spelling(n) {
  const zone = ZONES[n % ZONES.length];
  const bits = Math.floor(n / ZONES.length);
  let letter = 0;
  return [...zone].map((ch) => (/[a-z]/.test(ch) && (bits >> (letter++ % 24)) & 1 ? ch.toUpperCase() : ch)).join('');
}

/** Runs `send(i)` for i < count on CONNECTIONS at a time; any answer but 200 stops the probe. */
async function pool(count, send) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const response = await send(next++);
      if (response.status !== 200) throw new Error(`answer ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

export async function memoryBudgetFigures(gatewayEnv = {}) {
  const emulatorUrl = await startEmulator();
  const gatewayUrl = await startGateway(emulatorUrl, gatewayEnv);
  const pid = pidOf(gatewayUrl);
  const cookie = await gatewayCookies(gatewayUrl, emulatorUrl, admin);
  const post = (body) =>
    fetch(`${gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const payments = 'query Payments($filter: TerminalPaymentFilter!) { terminalPayments(filter: $filter, pageSize: 1) { totalItems } }';
  const before = residentMiB(pid);
  const started = performance.now();
  await pool(DOCUMENTS * 2, (i) => post({ query: thirtyAliases(i >> 1) }));
  const afterDocuments = residentMiB(pid);
  await pool(SPELLINGS, (i) => post({ query: payments, variables: { filter: { from: day, to: day, timeZone: spelling(i) } } }));
  const after = residentMiB(pid);
  const health = await (await fetch(`${gatewayUrl}/healthz`)).json();
  return { before, afterDocuments, after, peak: peakMiB(pid), seconds: (performance.now() - started) / 1000, memory: health.memory };
}

export function printMemoryBudget({ before, afterDocuments, after, peak, seconds, memory }) {
  const mib = (bytes) => (bytes / 1048576).toFixed(1);
  console.log(`\nOne replica's memory: ${DOCUMENTS} distinct 30-alias documents (each twice), then ${SPELLINGS} time-zone spellings`);
  console.log(
    `  resident before ${before.toFixed(0)} MiB, after the documents ${afterDocuments.toFixed(0)} MiB, after the spellings ${after.toFixed(0)} MiB (target < 450), peak ${peak.toFixed(0)} MiB; ${seconds.toFixed(0)} s`,
  );
  console.log(`  cache budget ${mib(memory.cacheBudget.budgetBytes)} MiB, holding ${mib(memory.cacheBudget.weightBytes)} MiB (estimated):`);
  for (const [name, cache] of Object.entries(memory.cacheBudget.caches)) {
    console.log(
      `    ${name.padEnd(16)} share ${cache.share.toFixed(2)}  ${mib(cache.weight).padStart(6)} of ${mib(cache.budget).padStart(6)} MiB in ${cache.entries} entries`,
    );
  }
  console.log(`  time zones: ${memory.timeZones.zones} names known, ${memory.timeZones.otherSpellings} other spellings remembered`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    printMemoryBudget(await memoryBudgetFigures());
  } finally {
    stopServices();
  }
}
