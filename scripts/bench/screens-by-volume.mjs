// Issue 40: every screen on the operator's data set beside the demo one, each volume on an
// emulator and a gateway of its own, measured one after the other in one browser (cold: a fresh
// context; again: a new tab), with the floor (a page with no script) on the same line, since what
// this machine can do at that moment is what the figures are read against.
// `node scripts/bench/screens-by-volume.mjs` prints them alone; `SEED_VOLUME=operator npm run bench` too.
import { pathToFileURL } from 'node:url';
import { launchChromium } from './harness/browser.mjs';
import { everyScreen } from './screens.mjs';
import { sessionsByAccount } from './harness/sessions.mjs';
import { startEmulator, startGateway, stopServices } from './harness/services.mjs';

const VOLUMES = ['demo', 'operator'];

/** Every screen's cold and again medians at each volume: `{ name, demo: {cold, again}, operator: {…} }[]`. */
export async function screensByVolume() {
  const byVolume = {};
  const browser = await launchChromium();
  try {
    for (const volume of VOLUMES) {
      const emulatorUrl = await startEmulator(volume);
      const gatewayUrl = await startGateway(emulatorUrl);
      byVolume[volume] = await everyScreen(browser, gatewayUrl, sessionsByAccount(gatewayUrl, emulatorUrl));
      stopServices();
    }
  } finally {
    await browser.close();
    stopServices();
  }
  return byVolume.demo.map((row, i) => ({ name: row.name, demo: row, operator: byVolume.operator[i] }));
}

const ms = (n) => n.toFixed(0).padStart(8);

export function printScreensByVolume(rows) {
  console.log('\nEvery screen to its first row or field at the demo and the operator volume, median of 5 (ms)');
  console.log('                                      demo cold  again   operator cold  again');
  for (const { name, demo, operator } of rows) {
    console.log(`  ${name.padEnd(34)}${ms(demo.cold)}${ms(demo.again)}        ${ms(operator.cold)}${ms(operator.again)}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) printScreensByVolume(await screensByVolume());
