// SEED_VOLUME as the scripts hand it to the emulator (`demo`, or `operator`: an operator's volume):
// checked before anything starts, with the emulator's own list and message (from its build), and
// how long the emulator may take to listen, since a first operator seed writes 600 MB.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build.mjs';

/** SEED_VOLUME, checked (call after the build); an unknown one throws the emulator's message. */
export async function seedVolume(env = process.env) {
  const { seedVolume: check } = await import(pathToFileURL(join(root, 'emulator/dist/seed/volume.js')).href);
  return check(env.SEED_VOLUME);
}

/** How long to wait for the emulator to listen: a first operator seed takes half a minute or more. */
export const emulatorStartTimeoutMs = (volume) => (volume === 'operator' ? 10 * 60_000 : 30_000);

/** What to say before a first operator seed into `emulatorDataDir` (null when there is nothing to seed). */
export function seedingNotice(volume, emulatorDataDir) {
  if (volume !== 'operator' || existsSync(join(emulatorDataDir, 'store.sqlite'))) return null;
  return `› Seeding the operator volume into ${emulatorDataDir} (half a minute or more, once)…`;
}
