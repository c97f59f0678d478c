// Removes the run's seed folder (global-setup.js).
const { rmSync } = require('node:fs');
const path = require('node:path');

module.exports = function globalTeardown() {
  const file = process.env.EMULATOR_DEMO_IMAGE;
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
};
