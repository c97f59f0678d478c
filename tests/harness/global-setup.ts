// Starts a freshly seeded emulator (at SEED_VOLUME: demo by default, or operator) and the
// gateway (serving the built web app) in this process for the whole run; returns the teardown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Built outputs (scripts/test.mjs builds them first), CommonJS and untyped here:
// required, not imported, so this package's typecheck needs no build of them.
/* eslint-disable @typescript-eslint/no-require-imports -- see above */
const { createEmulator, seedVolume } = require('../../emulator/dist/server.js');
const { createGateway } = require('../../gateway/dist/server.js');
const { loadConfig } = require('../../gateway/dist/config.js');
/* eslint-enable @typescript-eslint/no-require-imports */

export default async function globalSetup() {
  const gatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? 4300);
  const emulatorPort = Number(process.env.E2E_EMULATOR_PORT ?? 4310);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-emulator-'));

  const volume = seedVolume(process.env.SEED_VOLUME);
  if (volume !== 'demo') console.log(`[e2e] seeding the ${volume} volume (half a minute or more)…`);
  const emulator = createEmulator({ dataDir, quiet: true, volume });
  const emulatorUrl: string = await emulator.listen(emulatorPort, '127.0.0.1');
  process.env.E2E_EMULATOR_URL = emulatorUrl;

  const gateway = createGateway(
    loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      UPSTREAM_API_URL: emulatorUrl,
      // Short, so the "slow upstream" fault is seen as an outage quickly.
      UPSTREAM_TIMEOUT_MS: '3000',
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      // The activity store in a real SQLite file, as `npm start` has it.
      AUDIT_DATABASE: join(dataDir, 'activity.sqlite'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    }),
  );
  await gateway.listen(gatewayPort);

  return async () => {
    await gateway.close();
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
