// The seed of each volume. Only the demo's exists so far.
import { demoSeed, type Seed } from '../seed';
import type { SeedVolume } from './volume';

export function buildSeed(volume: SeedVolume): Seed {
  if (volume !== 'demo') throw new Error(`[emulator] the ${volume} volume cannot be seeded yet`);
  return demoSeed();
}
