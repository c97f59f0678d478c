// Issue 5 figures: upstream calls of one all-translations page, and the
// gateway's peak memory and time while streaming a 100,000-row CSV export.
import { readFileSync } from 'node:fs';

const WORDS_PAGE = `query WordsPage { words(page: 1, pageSize: 10) { items { id version key translationKey
  section { id key title } translations { id phrase language { id code name } }
  exceptions { id phrase language { id code } website { id url } } keyLocked viewerCanDelete } totalItems pageCount } }`;

async function graphql(gatewayUrl, cookie, query) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export async function wordsPageUpstreamCalls(gatewayUrl, cookie, counter) {
  await graphql(gatewayUrl, cookie, '{ viewer { id } }'); // warm the viewer, as a screen's first query does
  counter.reset();
  await graphql(gatewayUrl, cookie, WORDS_PAGE);
  return [...counter.calls];
}

// Peak resident memory since the process started (Linux), in MiB.
const peakRss = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const currentRss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

export async function largeExport(gatewayUrl, gatewayPid, emulatorUrl, cookie, rows = 100_000) {
  const seeded = await fetch(`${emulatorUrl}/_dev/seed-words`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count: rows, languageId: 2 }),
  });
  if (!seeded.ok) throw new Error(`seed-words: ${seeded.status}`);
  const before = currentRss(gatewayPid);
  const started = performance.now();
  const response = await fetch(`${gatewayUrl}/exports/translations/2.csv`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  return { lines, mib: bytes / 1048576, seconds: (performance.now() - started) / 1000, rssBefore: before, peakRss: peakRss(gatewayPid) };
}
