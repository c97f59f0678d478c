import { defineConfig } from '@playwright/test';

// Ports are chosen free by scripts/test.mjs; the defaults serve a direct
// `playwright test` run.
const gatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? 4300);

export default defineConfig({
  testDir: './e2e',
  // Specs of the cluster suite (playwright.cluster.config.ts) need its load balancer.
  testIgnore: ['cluster/**'],
  // One worker: the specs share one emulator, and activation codes are per user.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // On the operator volume (npm test's e2e-operator suite) every write lands in a 670 MB store and
  // the specs grow hundreds of records more: a test gets the slow tests' time.
  timeout: process.env.SEED_VOLUME === 'operator' ? 180_000 : 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './harness/global-setup.ts',
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${gatewayPort}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
