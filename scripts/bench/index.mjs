// `npm run bench`: performance figures, printed, never asserted.
// 1. users page req/s, p50, p99 and the serving process's CPU per request: gateway vs bare proxy
//    vs the leanest GraphQL server (graphql-floor.mjs) vs emulator directly, and the gateway again
//    with its Prometheus metrics off (METRICS=false) in the same rounds;
// 2. upstream calls made by the users screen (counted by a proxy);
// 3. JS downloaded by /login, as transferred (brotli) and gzip (and whether rich-text code is in it);
// 4. Lighthouse (desktop) on /login and, signed in, on every screen, with the timings behind it;
// 5. every screen cold and again, beside the floor (a page with no script);
//    website edit screen: time to the first editable field, its upstream calls, and
//    that the rich-text editor downloads only when the SEO rule modal opens; the
//    Configurations screen's first tab: time to its first editable field and its upstream calls;
//    beside them, the floor under every cold figure (a fresh context, a page with no script);
// 6. `npm start` in a fresh clone: cold and warm time to the banner;
// 7. the activity store: req/s with it on and off, and the Activity screen over 100,000 entries;
// 8. the cluster (npm run cluster): through nginx with 1 and 3 replicas, and a rolling restart;
// 9. changes seen live: reads with 100 open streams, memory per stream, write → other screen;
// 10. the emulator at the demo and the operator volume: seed time, memory, the calls screens lean on;
// 11. at SEED_VOLUME=operator, every screen on the operator data set beside the demo one.
// Everything but 10 runs against an emulator seeded at SEED_VOLUME (demo by default).
import { buildIfNeeded } from '../lib/build.mjs';
import { launchChromium, loginPageJs, screenUpstreamCalls } from './harness/browser.mjs';
import { startCountingProxy } from './harness/counting-proxy.mjs';
import { lighthouse } from './lighthouse.mjs';
import { gatewayCookies, sessionsByAccount, upstreamTokens } from './harness/sessions.mjs';
import { pidOf, startEmulator, startGateway, startGraphqlFloor, startProxy, stopServices } from './harness/services.mjs';
import { largeExport, wordsPageUpstreamCalls } from './translations.mjs';
import { helpEditorChunk, helpPagesTab } from './help.mjs';
import {
  configurationsGeneralTab,
  configurationsPairsTab,
  firstFormInteractive,
  freshContextFloor,
  seoEditorChunk,
  warmFormInteractive,
} from './website-edit.mjs';
import { ADMIN as admin, accountOf, everyScreen, SCREENS } from './screens.mjs';
import { startTimes } from './start-times.mjs';
import { measureThroughput } from './throughput.mjs';
import { activityAtScale, auditThroughput } from './activity.mjs';
import { clusterFigures } from './cluster.mjs';
import { liveFigures } from './live.mjs';
import { clusterPrerequisites } from '../lib/cluster.mjs';
import { seedVolume } from '../lib/volume.mjs';
import { emulatorVolumeFigures, printEmulatorVolume } from './emulator-volume.mjs';
import { printScreensByVolume, screensByVolume } from './screens-by-volume.mjs';

const fmt = (n, digits = 0) => n.toFixed(digits).padStart(8);

buildIfNeeded();
const volume = await seedVolume();
console.log(`Emulator seeded at the ${volume} volume (SEED_VOLUME)`);
try {
  const emulatorUrl = await startEmulator();
  const gatewayUrl = await startGateway(emulatorUrl);
  const metricsOffUrl = await startGateway(emulatorUrl, { METRICS: 'false' });
  const tokens = await upstreamTokens(emulatorUrl, admin);
  const proxyUrl = await startProxy(emulatorUrl, tokens);
  const floorUrl = await startGraphqlFloor(emulatorUrl, tokens);
  const cookie = await gatewayCookies(gatewayUrl, emulatorUrl, admin);

  console.log('\nUsers page (10 users), 16 connections, median of 3 rounds of 5 s');
  const pids = {
    gateway: pidOf(gatewayUrl),
    metricsOff: pidOf(metricsOffUrl),
    proxy: pidOf(proxyUrl),
    floor: pidOf(floorUrl),
    emulator: pidOf(emulatorUrl),
  };
  const t = await measureThroughput({ gatewayUrl, metricsOffUrl, proxyUrl, floorUrl, emulatorUrl, cookie, tokens, pids });
  console.log('                 req/s   p50 ms   p99 ms   CPU µs/request (the serving process)');
  for (const name of ['gateway', 'appByHash', 'appByText', 'gatewayOff', 'appByHashOff', 'floor', 'proxy', 'emulator']) {
    const cpu = t[name].cpuUs === null ? '     n/a' : fmt(t[name].cpuUs);
    console.log(`  ${name.padEnd(10)}${fmt(t[name].rps)}${fmt(t[name].p50, 1)}${fmt(t[name].p99, 1)}${cpu}`);
  }
  console.log(`  gateway/proxy ratio: ${t.ratio.toFixed(2)}`);
  console.log(`  the app's UsersList by hash (trusted document, fast path)/proxy: ${t.hashRatio.toFixed(2)}`);
  console.log(`  the app's UsersList as text (GraphiQL, Apollo Server's path)/proxy: ${t.textRatio.toFixed(2)}`);
  console.log(
    `  floor: the same request to the leanest GraphQL server (graphql-floor.mjs: jit, no session or checks)/proxy: ${t.floorRatio.toFixed(2)}`,
  );
  const cpuOf = (name) => (t[name].cpuUs === null ? 'n/a' : `${t[name].cpuUs.toFixed(0)} µs`);
  console.log(
    `  Prometheus metrics on/off (…Off: a gateway with METRICS=false, same rounds): gateway/proxy ${t.ratio.toFixed(2)} / ${t.offRatio.toFixed(2)}, ` +
      `UsersList by hash/proxy ${t.hashRatio.toFixed(2)} / ${t.hashOffRatio.toFixed(2)}, CPU per request by hash ${cpuOf('appByHash')} / ${cpuOf('appByHashOff')}`,
  );
  if (t.appByHash.cpuUs !== null && t.proxy.cpuUs !== null) {
    const times = (t.appByHash.cpuUs / t.proxy.cpuUs).toFixed(2);
    console.log(`  CPU per request, the app's UsersList by hash against the proxy's: ${times}× (the lower, the closer to the proxy)`);
  }

  const live = await liveFigures({ gatewayUrl, emulatorUrl, gatewayPid: pidOf(gatewayUrl) });
  console.log('\nChanges seen live (entityChanged over Server-Sent Events), the users page by hash, 16 connections');
  console.log(`  no open stream       ${fmt(live.idleRps)} req/s`);
  console.log(`  100 idle streams     ${fmt(live.streamsRps)} req/s   (${((live.streamsRps / live.idleRps) * 100).toFixed(0)}%)`);
  console.log(`  gateway memory per open stream: ${live.perStreamKiB === null ? 'n/a' : `${live.perStreamKiB.toFixed(1)} KiB`}`);
  console.log(
    `  a write → another staff member's stream (100 open): median ${live.writeToScreenMs.toFixed(1)} ms, max ${live.writeToScreenMaxMs.toFixed(1)} ms (20 writes)`,
  );

  const counter = await startCountingProxy(emulatorUrl);
  // Without the payments warm-up: the year of payment figures a payments reader's first visit starts
  // reading in the background (~370 report pages, modules/payments/warm-up.ts) is no screen's call,
  // and counted here it made the users screen read 369.
  const countedGatewayUrl = await startGateway(counter.url, { PAYMENTS_WARM_UP: 'false' });
  const countedCookie = await gatewayCookies(countedGatewayUrl, emulatorUrl, admin);
  const browser = await launchChromium();
  const calls = await screenUpstreamCalls(browser, countedGatewayUrl, countedCookie, counter, '/home/all-users', {
    role: 'cell',
    name: 'admin@example.com',
  });
  console.log(`\nUpstream calls of the users screen (first load): ${calls.length}  [${calls.join(', ')}]`);
  const wordCalls = await wordsPageUpstreamCalls(countedGatewayUrl, countedCookie, counter);
  console.log(`Upstream calls of one all-translations page (10 words): ${wordCalls.length}  [${wordCalls.join(', ')}]`);

  const edit = await firstFormInteractive(browser, countedGatewayUrl, countedCookie, counter);
  console.log(
    `\nWebsite edit screen → first configuration field editable: median ${edit.medianMs.toFixed(0)} ms ` +
      `(min ${edit.minMs.toFixed(0)}, max ${edit.maxMs.toFixed(0)}, 5 cold page loads)`,
  );
  console.log(`  upstream calls of that screen: ${edit.calls.length}  [${edit.calls.join(', ')}]`);
  const floor = await freshContextFloor(browser, countedGatewayUrl, countedCookie, counter);
  console.log(
    `  the floor under every cold figure: a fresh context showing a page with no script (/healthz): ` +
      `median ${floor.medianMs.toFixed(0)} ms (min ${floor.minMs.toFixed(0)}, max ${floor.maxMs.toFixed(0)})`,
  );
  for (const [label, sameTab] of [
    ['reloaded in the same tab', true],
    ['opened in a new tab of the same browser', false],
  ]) {
    const warm = await warmFormInteractive(browser, countedGatewayUrl, countedCookie, { sameTab });
    console.log(
      `  ${label} (HTTP and code caches warm): median ${warm.medianMs.toFixed(0)} ms (min ${warm.minMs.toFixed(0)}, max ${warm.maxMs.toFixed(0)})`,
    );
  }
  console.log('\nEvery screen to its first row or field, median of 5 (goal: cold ≤ 800 ms, again ≤ 400 ms)');
  console.log('  cold: a fresh browser context; again: a new tab of the same browser (HTTP and code caches warm)');
  console.log('                                      cold ms   again ms');
  const countedSessions = sessionsByAccount(countedGatewayUrl, emulatorUrl, { account: admin, cookie: countedCookie });
  for (const row of await everyScreen(browser, countedGatewayUrl, countedSessions)) {
    console.log(`  ${row.name.padEnd(34)}${fmt(row.cold)}   ${fmt(row.again)}`);
  }
  const configurations = await configurationsGeneralTab(browser, countedGatewayUrl, countedCookie, counter);
  console.log(
    `Configurations screen → general tab field editable: median ${configurations.medianMs.toFixed(0)} ms ` +
      `(min ${configurations.minMs.toFixed(0)}, max ${configurations.maxMs.toFixed(0)}, 5 cold page loads)`,
  );
  console.log(`  upstream calls of that screen: ${configurations.calls.length}  [${configurations.calls.join(', ')}]`);
  const pairs = await configurationsPairsTab(browser, countedGatewayUrl, countedCookie, counter);
  console.log(
    `Configurations screen → Img Arena pairs table (Football) shown: median ${pairs.medianMs.toFixed(0)} ms ` +
      `(min ${pairs.minMs.toFixed(0)}, max ${pairs.maxMs.toFixed(0)}, 5 cold page loads)`,
  );
  console.log(`  upstream calls of that screen: ${pairs.calls.length}  [${pairs.calls.join(', ')}]`);
  const help = await helpPagesTab(browser, countedGatewayUrl, countedCookie, counter);
  console.log(
    `Help CMS → Pages tab, first page row shown: median ${help.medianMs.toFixed(0)} ms ` +
      `(min ${help.minMs.toFixed(0)}, max ${help.maxMs.toFixed(0)}, 5 cold page loads)`,
  );
  console.log(`  upstream calls of that screen: ${help.calls.length}  [${help.calls.join(', ')}]`);
  const helpEditor = await helpEditorChunk(browser, countedGatewayUrl, countedCookie);
  console.log(
    `Help Pages tab before a page opens: ${helpEditor.beforeEditor.files} scripts, ${helpEditor.beforeEditor.gzipKiB.toFixed(1)} KiB gzip, ` +
      `rich-text editor code: ${helpEditor.beforeEditor.richText ? 'PRESENT' : 'none'}`,
  );
  console.log(
    `Opening a help page downloads: ${helpEditor.editor.files} scripts, ${helpEditor.editor.gzipKiB.toFixed(1)} KiB gzip ` +
      `(rich-text editor code: ${helpEditor.editor.richText ? 'yes' : 'NO'})`,
  );
  const seo = await seoEditorChunk(browser, countedGatewayUrl, countedCookie);
  console.log(
    `SEO tab before the rule modal opens: ${seo.beforeModal.files} scripts, ${seo.beforeModal.gzipKiB.toFixed(1)} KiB gzip, ` +
      `rich-text editor code: ${seo.beforeModal.richText ? 'PRESENT' : 'none'}`,
  );
  console.log(
    `Opening the SEO rule modal downloads: ${seo.modal.files} scripts, ${seo.modal.gzipKiB.toFixed(1)} KiB gzip ` +
      `(rich-text editor code: ${seo.modal.richText ? 'yes' : 'NO'})`,
  );

  // Before the large export, which leaves the emulator with 100,000 more words to carry.
  const audit = await auditThroughput(emulatorUrl);
  console.log('\nActivity store on/off, users page, 16 connections, median of 3 rounds of 5 s');
  for (const [label, f] of [
    ['reads only', audit.reads],
    ['1 write in 10', audit.mixed],
  ]) {
    console.log(`  ${label.padEnd(14)} on ${fmt(f.on)} req/s   off ${fmt(f.off)} req/s   on/off ${f.ratio.toFixed(3)}`);
  }
  const scale = await activityAtScale(browser, emulatorUrl, counter);
  console.log('Activity over 100,000 stored entries (SQLite), `activity` query median of 10:');
  console.log(
    `  first page ${scale.query.firstPage.toFixed(1)} ms, last page ${scale.query.lastPage.toFixed(1)} ms, by user ${scale.query.byUser.toFixed(1)} ms, ` +
      `by area ${scale.query.byArea.toFixed(1)} ms, by entity ${scale.query.byEntity.toFixed(1)} ms, last 30 days ${scale.query.byDates.toFixed(1)} ms`,
  );
  console.log(
    `  Activity screen → first row: median ${scale.screen.medianMs.toFixed(0)} ms (min ${scale.screen.minMs.toFixed(0)}, 5 cold page loads); ` +
      `filtered by user and area: median ${scale.filtered.medianMs.toFixed(0)} ms`,
  );

  const csv = await largeExport(countedGatewayUrl, pidOf(countedGatewayUrl), emulatorUrl, countedCookie);
  console.log(
    `CSV export through the gateway: ${csv.lines} lines, ${csv.mib.toFixed(1)} MiB in ${csv.seconds.toFixed(2)} s; ` +
      `gateway RSS ${csv.rssBefore.toFixed(0)} MiB before, peak ${csv.peakRss.toFixed(0)} MiB`,
  );

  const js = await loginPageJs(browser, gatewayUrl);
  console.log(
    `\n/login JS: ${js.files} files, ${js.transferredKiB.toFixed(1)} KiB as transferred (brotli), ${js.gzipKiB.toFixed(1)} KiB gzip, ` +
      `${js.rawKiB.toFixed(1)} KiB raw; rich-text editor code: ${js.richText ? 'PRESENT' : 'none'}`,
  );
  await browser.close();
  await counter.close();

  console.log("\nLighthouse (desktop), every screen: the median of 3 runs (Lighthouse CI's pick), and the 3 runs' performance");
  console.log('                                      perf  a11y  best-pr.  FCP ms  LCP ms  SI ms  TBT ms   CLS   runs');
  const sessions = sessionsByAccount(gatewayUrl, emulatorUrl, { account: admin, cookie });
  const pages = [['/login', `${gatewayUrl}/login`]];
  for (const screen of SCREENS) pages.push([screen.name, `${gatewayUrl}${screen.path}`, await sessions(accountOf(screen))]);
  for (const [label, url, c] of pages) {
    const lh = lighthouse(url, c);
    if (lh.error) {
      console.log(`  ${label.padEnd(36)} failed: ${lh.error}`);
      continue;
    }
    const m = lh.metrics;
    console.log(
      `  ${label.padEnd(36)}${String(lh.performance).padStart(4)}  ${String(lh.accessibility).padStart(4)}  ${String(lh.bestPractices).padStart(7)}` +
        `${fmt(m.fcpMs)}${fmt(m.lcpMs)}${fmt(m.speedIndexMs).slice(1)}${fmt(m.tbtMs)}${m.cls.toFixed(3).padStart(7)}   ${lh.performanceRange.join('–')}`,
    );
  }
} finally {
  stopServices();
}

const missingForCluster = clusterPrerequisites();
if (missingForCluster) console.log(`\nCluster figures skipped: ${missingForCluster}`);
else {
  const c = await clusterFigures();
  console.log("\nCluster (npm run cluster): the app's UsersList by hash, 16 connections, median of 3 rounds of 5 s");
  console.log(`  one replica asked directly     ${fmt(c.three.direct.rps)} req/s   p99 ${c.three.direct.p99.toFixed(1)} ms`);
  console.log(`  nginx → 1 replica              ${fmt(c.one.nginx.rps)} req/s   p99 ${c.one.nginx.p99.toFixed(1)} ms`);
  console.log(`  nginx → 3 replicas             ${fmt(c.three.nginx.rps)} req/s   p99 ${c.three.nginx.p99.toFixed(1)} ms`);
  const r = c.three.rolling;
  console.log(
    `  rolling restart of the 3 (SIGTERM, drain 3 s, start, ready; ${r.seconds.toFixed(1)} s) under that load: ` +
      `${r.requests} requests, ${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms, failed ${r.errors + r.non2xx} (errors ${r.errors}, non-2xx ${r.non2xx})`,
  );
}

const start = await startTimes();
console.log('\nnpm start in a fresh clone of this commit (package store already filled)');
console.log(`  cold: ${(start.cold.ms / 1000).toFixed(1)} s to the banner, ${start.cold.linesBeforeBanner} lines printed before it`);
console.log(`  warm: ${(start.warm.ms / 1000).toFixed(1)} s to the banner, ${start.warm.linesBeforeBanner} lines printed before it`);

printEmulatorVolume(await emulatorVolumeFigures());
if (volume === 'operator') printScreensByVolume(await screensByVolume());
