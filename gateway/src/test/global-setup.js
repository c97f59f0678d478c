// Once per `jest` run, before any worker starts (workers inherit the environment): a folder of
// the run's own for the in-process emulator's seeded demo database, which the first test file
// to start an emulator writes and the others copy (emulator/src/storage/memory-database.ts).
// Fresh each run, so a seed never outlives the sources it was built from.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = function globalSetup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'gateway-jest-seed-'));
  process.env.EMULATOR_DEMO_IMAGE = path.join(folder, 'demo.sqlite');
};
