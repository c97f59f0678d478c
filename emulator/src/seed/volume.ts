// The two sizes the emulator seeds: `demo` (a handful of each, what the demo and the tests use)
// and `operator` (an operator's volume, with the demo's records inside it). SEED_VOLUME chooses.
export const SEED_VOLUMES = ['demo', 'operator'] as const;
export type SeedVolume = (typeof SEED_VOLUMES)[number];

/** SEED_VOLUME's value; unset or empty = demo, anything else unknown is refused with the choices. */
export function seedVolume(raw: string | undefined): SeedVolume {
  const value = (raw ?? '').trim() || 'demo';
  if ((SEED_VOLUMES as readonly string[]).includes(value)) return value as SeedVolume;
  throw new Error(`SEED_VOLUME must be one of ${SEED_VOLUMES.join(', ')} (got "${value}")`);
}
